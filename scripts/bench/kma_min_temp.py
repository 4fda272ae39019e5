#!/usr/bin/env python3
"""The script most KMA users write: fetch one short-term issue, print the window's minimum temperature.

It is the comparison point of `make bench` (scripts/bench/run.py), so it does what such scripts do and no more:
urllib + json from the standard library, one request, a loop over the rows.

usage: kma_min_temp.py BASE_URL NX NY BASE_DATE BASE_TIME WINDOW_START WINDOW_END
       (WINDOW_* as YYYYMMDDHHmm, end exclusive; the key comes from KMA_SERVICE_KEY)
"""
import json
import os
import sys
import urllib.parse
import urllib.request


def main() -> int:
    base_url, nx, ny, base_date, base_time, start, end = sys.argv[1:8]
    query = urllib.parse.urlencode({
        "serviceKey": os.environ["KMA_SERVICE_KEY"], "pageNo": 1, "numOfRows": 1500, "dataType": "JSON",
        "base_date": base_date, "base_time": base_time, "nx": nx, "ny": ny,
    })
    with urllib.request.urlopen(f"{base_url}/getVilageFcst?{query}", timeout=30) as answer:
        data = json.load(answer)
    temperatures = [
        float(item["fcstValue"])
        for item in data["response"]["body"]["items"]["item"]
        if item["category"] == "TMP" and start <= item["fcstDate"] + item["fcstTime"] < end
    ]
    print(min(temperatures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
