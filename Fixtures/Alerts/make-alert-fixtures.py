#!/usr/bin/env python3
"""Generates the official-warning fixtures (WthrWrnInfoService: getPwnCd, getPwnStatus) under Fixtures/Alerts/.

Deterministic: no randomness, no clock, no network. Run from anywhere: `make generate`.

Two kinds of file (docs/ALERTS.md):
- answers recorded live on 2026-09-27 and quoted in the reference, reproduced byte for byte in the form the
  service sent (one-space indent, its key order and escapes): `*-recorded-*`;
- answers built in the same shape for the scenarios the tests need (a 한파경보 for 서울동북권, a lifecycle of every
  command, paging with repeated rows, 중대경보, a 열대야 release carrying allEndTime while 폭염 stays, both forms of
  an empty day): rows keep the live key order and types (numbers for times and codes, strings for names, `cancel`,
  `command` and `stnId`).
No service key appears in any file.
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "Fixtures"))
from gateway_envelopes import gateway_xml, result_only  # noqa: E402

HERE = ROOT / "Fixtures" / "Alerts"


def row(area, name, tmfc, seq, var, stress, command, start=0, end=0, all_end=0, cancel="0"):
    """One getPwnCd row in the order and with the types the live service sends."""
    return {
        "allEndTime": all_end, "areaCode": area, "areaName": name, "cancel": cancel, "command": str(command),
        "endTime": end, "stnId": "108", "tmFc": tmfc, "tmSeq": seq, "warnVar": var, "warnStress": stress,
        "startTime": start,
    }


def page(items, num_of_rows=1000, page_no=1, total=None):
    return {"response": {
        "header": {"resultCode": "00", "resultMsg": "NORMAL_SERVICE"},
        "body": {"dataType": "JSON", "items": {"item": items}, "pageNo": page_no, "numOfRows": num_of_rows,
                 "totalCount": len(items) if total is None else total},
    }}


def recorded(obj):
    """As the recorded files are printed in the reference: one-space indent."""
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


# §8.2 of the reference: six rows of the live page of 2026-09-21..27, newest first.
RECORDED_0921_0927 = [
    row("L1090500", "제주도산지", 202609261200, 130, 2, 1, 2, end=202609261200, all_end=202609261200),
    row("L1090500", "제주도산지", 202609261140, 129, 1, 0, 2, end=202609261140),
    row("L1090500", "제주도산지", 202609261100, 127, 2, 1, 7, start=202609261100),
    row("S1322200", "남해서부동쪽먼바다", 202609261030, 126, 6, 0, 2, end=202609261200, all_end=202609261200),
    row("S1322200", "남해서부동쪽먼바다", 202609260800, 121, 6, 0, 1, start=202609261000),
    row("L1090500", "제주도산지", 202609260800, 121, 2, 0, 1, start=202609260800),
]


def main():
    files = {}
    files["pwn-cd-recorded-20260921-20260927.json"] = recorded(page(RECORDED_0921_0927, num_of_rows=1000, total=104))
    files["pwn-status-recorded-nothing-in-force.json"] = recorded({"response": {
        "header": {"resultCode": "00", "resultMsg": "NORMAL_SERVICE"},
        "body": {"dataType": "JSON", "items": {"item": [{
            "other": "o 없음\r\n\r\n", "t6": "o 없 음", "t7": "o 없음", "tmEf": "202609261200", "tmFc": 202609261200,
            "tmSeq": 130}]}, "pageNo": 1, "numOfRows": 10, "totalCount": 1},
    }})
    files["pwn-cd-recorded-result-99-range.json"] = recorded(
        result_only("99", "최대 조회 기간은 오늘 기준으로 6일 전까지입니다."))
    files["pwn-cd-recorded-gateway-key-not-registered-http403.json"] = recorded({"OpenAPI_ServiceResponse": {
        "cmmMsgHeader": {"errMsg": "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "returnAuthMsg": "등록되지 않은 서비스키",
                         "returnReasonCode": "30"}}})
    files["pwn-cd-gateway-key-not-registered.xml"] = gateway_xml("SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "30")
    files["pwn-cd-gateway-quota-exceeded-http429.xml"] = gateway_xml(
        "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", "22")

    # A day without announcements, both ways it may be said (the reference could not tell which).
    files["pwn-cd-empty-day-03.json"] = dump(result_only("03", "NO_DATA"))
    files["pwn-cd-empty-day-00.json"] = dump({"response": {
        "header": {"resultCode": "00", "resultMsg": "NORMAL_SERVICE"},
        "body": {"dataType": "JSON", "items": "", "pageNo": 1, "numOfRows": 1000, "totalCount": 0}}})

    # 서울동북권 (L1100200): a 한파주의보 announced 11-29 16:00 from 21:00, raised to 경보 at 11-30 05:00 (the 주의보
    # lifted and the 경보 issued in one announcement); 서울서북권 keeps its 주의보. The file of the 30th, newest first.
    coldwave = [
        row("L1100200", "서울동북권", 202611300500, 530, 3, 1, 7, start=202611300500),
        row("L1100200", "서울동북권", 202611300500, 530, 3, 0, 8, end=202611300500),
        row("L1100400", "서울서북권", 202611291600, 510, 3, 0, 1, start=202611292100),
        row("L1100200", "서울동북권", 202611291600, 510, 3, 0, 1, start=202611292100),
    ]
    files["pwn-cd-coldwave-seoul-northeast.json"] = dump(page(coldwave))
    # `--demo` (서울특별시 종로구, 2026-11-30 06:20): the two days' answers as the service sends them, one a day, so
    # the sample morning has 서울서북권's 한파주의보 in force since 21:00 the evening before.
    demo_days = [
        ("20261130", [r for r in coldwave if str(r["tmFc"]).startswith("20261130")]),
        ("20261129", [r for r in coldwave if str(r["tmFc"]).startswith("20261129")]),
    ]
    # The same, then lifted at 10:00 effective 11:00 (with allEndTime, as lifts often carry).
    lifted = [row("L1100200", "서울동북권", 202611301000, 540, 3, 1, 2, end=202611301100, all_end=202611301100)]
    files["pwn-cd-coldwave-lifted.json"] = dump(page(lifted + coldwave))

    # Every command on one zone and type: 성남 (L1012000) 건조 issued, extended, corrected, changed, lifted.
    lifecycle = [
        row("L1012000", "성남시", 202611251700, 460, 4, 0, 2, end=202611251800, all_end=202611251800),
        row("L1012000", "성남시", 202611241000, 455, 4, 0, 8, end=202611241000),
        row("L1012000", "성남시", 202611241000, 455, 4, 1, 7, start=202611241000),
        row("L1012000", "성남시", 202611231100, 450, 4, 0, 6, start=202611221100),
        row("L1012000", "성남시", 202611221000, 447, 4, 0, 3, start=202611221000),
        row("L1012000", "성남시", 202611211000, 440, 4, 0, 1, start=202611211100),
        # A cancelled row is ignored.
        row("L1012000", "성남시", 202611251600, 459, 4, 1, 1, start=202611251600, cancel="1"),
    ]
    files["pwn-cd-lifecycle-dry.json"] = dump(page(lifecycle))

    # Paging: a page of 3 comes back full, so a second is asked; it repeats the first page's last row.
    paging = [
        row("L1100300", "서울서남권", 202611301000, 541, 1, 0, 1, start=202611301000),
        row("L1100100", "서울동남권", 202611301000, 541, 1, 0, 1, start=202611301000),
        row("L1100400", "서울서북권", 202611300900, 538, 1, 0, 1, start=202611300900),
        row("L1100200", "서울동북권", 202611300800, 535, 1, 0, 1, start=202611300800),
    ]
    files["pwn-cd-paging-page1.json"] = dump(page(paging[:3], num_of_rows=3, page_no=1, total=3))
    files["pwn-cd-paging-page2.json"] = dump(page(paging[2:], num_of_rows=3, page_no=2, total=3))

    # 중대경보 (warnStress 2), first seen in 2026: 김천시북부 and 울산동부 폭염.
    files["pwn-cd-heat-severe.json"] = dump(page([
        row("L1072610", "김천시북부", 202608031000, 32, 12, 2, 7, start=202608031000),
        row("L1082800", "울산동부", 202607311600, 498, 12, 2, 7, start=202607311600),
    ]))

    # 부산서부: a 열대야 release with allEndTime (and a garbled name, as sent) leaves its 폭염경보 in force; a 폭염경보
    # announced for the next day at 11:00 leaves the 주의보 in force until then.
    files["pwn-cd-busan-heat-tropical-night.json"] = dump(page([
        row("L1082700", "\ufffd\ufffd산서부", 202609021600, 10, 13, 0, 2, end=202609021600, all_end=202609021600),
        row("L1082700", "부산서부", 202608301600, 470, 12, 1, 7, start=202608311100),
        row("L1082700", "부산서부", 202608291940, 466, 13, 0, 1, start=202608291940),
        row("L1082700", "부산서부", 202608291940, 466, 12, 0, 1, start=202608301100),
    ]))

    # One row sent as an object instead of a one-element array.
    single = page([])
    single["response"]["body"]["items"]["item"] = coldwave[3]
    files["pwn-cd-single-row-object.json"] = dump(single)

    # warnVar 8 in force with KMA's status text naming a 대설경보: the guide's reading of 7/8/9 agrees with it.
    files["pwn-cd-warnvar-8.json"] = dump(page([
        row("L1021300", "철원군", 202612150400, 300, 8, 1, 1, start=202612150400),
    ]))
    files["pwn-status-heavy-snow.json"] = dump({"response": {
        "header": {"resultCode": "00", "resultMsg": "NORMAL_SERVICE"},
        "body": {"dataType": "JSON", "items": {"item": [{
            "other": "o 없음\r\n\r\n", "t6": "o 대설경보 : 강원도(철원군)", "t7": "o 없음", "tmEf": "202612150400",
            "tmFc": 202612150400, "tmSeq": 300}]}, "pageNo": 1, "numOfRows": 10, "totalCount": 1},
    }})

    for name, content in files.items():
        (HERE / name).write_text(content, encoding="utf-8")
    write_demo(demo_days)
    for name in sorted(files):
        print("%-58s %6d bytes" % (name, len(files[name].encode())))


DEMO_SWIFT = ROOT / "Sources" / "KkeulmitCore" / "Generated" / "AlertsDemoSample.generated.swift"


def write_demo(days):
    """The getPwnCd answers behind `--demo`, one per day, in one data literal (day, then the answer's JSON)."""
    records = []
    for day, rows in days:
        text = json.dumps(page(rows), ensure_ascii=False, separators=(",", ":"))
        assert "|" not in text and '"""#' not in text and "\\" not in text
        records.append(day + "|" + text)
    swift = (
        "// GENERATED by Fixtures/Alerts/make-alert-fixtures.py from the rows of "
        "Fixtures/Alerts/pwn-cd-coldwave-seoul-northeast.json. Do not edit.\n"
        "// swift-format-ignore-file\n"
        "import Foundation\n"
        "\n"
        "/// The getPwnCd answers behind `--demo`, one a day as the service answers them: 서울서북권's (종로구's)\n"
        "/// 한파주의보 announced 2026-11-29 16:00 from 21:00, and 서울동북권's raised to 경보 at 05:00 on the 30th. Needs no\n"
        "/// key and no network; read by the same decoder as live answers.\n"
        "package enum AlertsDemoSample {\n"
        "    /// When the sample was asked: the 10-minute slot of the demo's moment.\n"
        "    package static let asOf = KSTDateTime(year: 2026, month: 11, day: 30, hour: 6, minute: 20)\n"
        "\n"
        "    /// Every day's rows, read as if the service had just sent them.\n"
        "    package static func rows() throws(KMAError) -> [WarningEventRow] {\n"
        "        var rows: [WarningEventRow] = []\n"
        "        for record in data.split(separator: \"\\n\") {\n"
        "            guard let bar = record.firstIndex(of: \"|\") else { continue }\n"
        "            let body = Data(record[record.index(after: bar)...].utf8)\n"
        "            rows += try WarningEventsAnswer.classify(status: 200, body: body).get()\n"
        "        }\n"
        "        return rows\n"
        "    }\n"
        "\n"
        "    /// `YYYYMMDD|answer` per line, newest day first.\n"
        "    package static let data = #\"\"\"\n" + "\n".join(records) + "\n\"\"\"#\n"
        "}\n"
    )
    DEMO_SWIFT.write_text(swift, encoding="utf-8")


if __name__ == "__main__":
    main()
