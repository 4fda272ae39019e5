#!/usr/bin/env python3
"""Generates the KMA fixtures (getVilageFcst, getUltraSrtNcst, getUltraSrtFcst, gateway errors) under Fixtures/KMA/ and Sources/KkeulmitCore/Generated/DemoSample.generated.swift.

Deterministic: no randomness, no clock, no network. Run from anywhere: `make generate`.

The answers follow KMA's real format (docs/KMA.md): rows time-major, categories in the order
TMP UUU VVV VEC WSD SKY PTY POP WAV PCP REH SNO, TMN at the end of the 0600 slot and TMX at the end of the 1500
slot of their date; hourly slots from base + 1 h up to 00:00 after the last hourly day, then 3-hourly slots
(03 … 21) on one extended day plus the following 00:00, whose PCP/SNO/WSD are qualitative codes 1/2/3. JSON keys
are sorted and indented like `jq -S .`. No service key appears anywhere.
"""

import datetime as dt
import json
import math
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.dont_write_bytecode = True  # no __pycache__ among the fixtures
sys.path.insert(0, str(ROOT / "Fixtures"))
from gateway_envelopes import gateway_xml, result_only  # noqa: E402
FIXTURES = ROOT / "Fixtures" / "KMA"
DEMO_SWIFT = ROOT / "Sources" / "KkeulmitCore" / "Generated" / "DemoSample.generated.swift"

ORDER = ["TMP", "UUU", "VVV", "VEC", "WSD", "SKY", "PTY", "POP", "WAV", "PCP", "REH", "SNO"]
D0 = dt.date(2026, 11, 30)

# Daily anchors: TMN at 06:00, TMX at 15:00, by day offset from D0. Hours in between are interpolated.
ANCHORS = {0: (-3, 8), 1: (-4, 3), 2: (2, 9), 3: (-1, 6), 4: (-3, 5), 5: (-2, 4)}

# The built-in demo's day (2026-11-30): a cold, windy morning, +8 °C mid-afternoon, rain 16:00–20:00.
DAY0_TMP = {6: -3, 7: -3, 8: -2, 9: 0, 10: 2, 11: 4, 12: 5, 13: 7, 14: 8, 15: 8, 16: 6, 17: 5, 18: 4,
            19: 4, 20: 3, 21: 2, 22: 1, 23: 1}
DAY0_WSD = {6: 4.6, 7: 5.2, 8: 5.8, 9: 5.4, 10: 5.1, 11: 4.8, 12: 4.5, 13: 4.3, 14: 4.1, 15: 4.0, 16: 4.4,
            17: 4.9, 18: 5.3, 19: 5.0, 20: 4.6, 21: 4.2, 22: 3.9, 23: 3.6}

# Precipitation events: (day offset, hour) -> (PTY, POP, mm of rain, cm of new snow).
EVENTS = {
    (0, 16): (1, 60, 0.5, 0), (0, 17): (1, 70, 1.2, 0), (0, 18): (1, 80, 1.2, 0), (0, 19): (1, 80, 0.6, 0),
    (0, 20): (1, 60, 0.3, 0),
    # Evening snow on day 1: rain and snow first, then snow; every SNO string form.
    (1, 17): (2, 60, 0.8, 0.3), (1, 18): (3, 70, 1.5, 1.0), (1, 19): (3, 80, 6.2, 5.5), (1, 20): (3, 80, 3.0, 2.0),
    (1, 21): (3, 70, 0.6, 0.4),
    # A (deliberately extreme) downpour on day 2: every PCP string form.
    (2, 10): (4, 60, 0.7, 0), (2, 11): (1, 80, 6.2, 0), (2, 12): (1, 90, 35.0, 0), (2, 13): (1, 90, 55.0, 0),
    (2, 14): (1, 90, 31.0, 0), (2, 15): (1, 80, 8.4, 0), (2, 16): (1, 60, 0.8, 0),
    (3, 9): (1, 60, 2.0, 0), (3, 12): (2, 70, 4.0, 1.2),
    (4, 6): (3, 60, 0.5, 0.8), (4, 12): (1, 80, 16.0, 0),
}

# Wind direction (where it blows from) by day; day 0 is north-westerly behind a front.
VEC_BY_DAY = {0: 310, 1: 320, 2: 200, 3: 290, 4: 300, 5: 280}


def tmp_at(day, hour):
    if day == 0 and hour in DAY0_TMP:
        return DAY0_TMP[hour]
    # Piecewise linear between (06:00, TMN) and (15:00, TMX) anchors of consecutive days.
    points = []
    for d in sorted(ANCHORS):
        lo, hi = ANCHORS[d]
        points += [(d * 24 + 6, lo), (d * 24 + 15, hi)]
    t = day * 24 + hour
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        if t0 <= t <= t1:
            return round(v0 + (v1 - v0) * (t - t0) / (t1 - t0))
    raise ValueError((day, hour))


def wind_at(day, hour):
    if day == 0 and hour in DAY0_WSD:
        speed = DAY0_WSD[hour]
    elif (day, hour) == (3, 12):
        speed = 9.4  # strong wind: extended-day code 3
    else:
        speed = round(3.0 + 1.8 * math.sin((day * 24 + hour) / 5.0) + (day % 2) * 1.5, 1)
    vec = VEC_BY_DAY[day] + (hour % 5) * 4
    return speed, vec


def uv(speed, vec):
    rad = math.radians(vec)
    # u positive towards the east, v towards the north; VEC is where the wind blows from.
    return round(-speed * math.sin(rad), 1), round(-speed * math.cos(rad), 1)


def fmt1(x):
    s = "%.1f" % x
    return "0.0" if s == "-0.0" else s


def pcp_string(mm):
    if mm <= 0:
        return "강수없음"
    if mm < 1:
        return "1mm 미만"
    if mm < 30:
        return "%.1fmm" % mm
    if mm < 50:
        return "30.0~50.0mm"
    return "50.0mm 이상"


def sno_string(cm):
    if cm <= 0:
        return "적설없음"
    if cm < 0.5:
        return "0.5cm 미만"
    if cm < 5:
        return "%.1fcm" % cm
    return "5.0cm 이상"


def slot_values(day, hour, kind, sea=False):
    """The twelve values of one slot. kind: 'hourly', 'hourly-late' (day+3 of late issues) or 'extended'."""
    t = tmp_at(day, hour)
    speed, vec = wind_at(day, hour)
    u, v = uv(speed, vec)
    pty, pop, mm, cm = EVENTS.get((day, hour), (0, None, 0, 0))
    if pop is None:
        # Dry: POP at most 30, a little higher in the afternoon.
        pop = [0, 10, 20, 30][(day + hour // 6) % 4] if day > 0 else (20 if 12 <= hour <= 15 else 10 if hour >= 9 else 0)
    if pty:
        sky = 4
    elif pop >= 30 or (day == 0 and 11 <= hour <= 15):
        sky = 3
    else:
        sky = 1
    reh = 85 + (hour % 3) * 3 if pty else 40 + (abs(hour - 14) * 2) + day * 3
    if kind == "extended":
        pcp = ("1" if mm < 3 else "2" if mm < 15 else "3") if mm > 0 else "강수없음"
        sno = ("1" if cm < 1 else "2") if cm > 0 else "적설없음"
        wsd = "1" if speed < 4 else "2" if speed < 9 else "3"
    else:
        pcp, sno, wsd = pcp_string(mm), sno_string(cm), fmt1(speed)
        if kind == "hourly-late":
            # Late issues were seen sending bare 0 for dry day+3 hours.
            pcp = "0" if mm == 0 else pcp
            sno = "0" if cm == 0 else sno
    values = {
        "TMP": str(t), "UUU": fmt1(u), "VVV": fmt1(v), "VEC": str(vec), "WSD": wsd, "SKY": str(sky),
        "PTY": str(pty), "POP": str(pop), "WAV": "0", "PCP": pcp, "REH": str(reh), "SNO": sno,
    }
    if sea:
        values.update({"TMP": "-999", "REH": "-999", "PCP": "-998.9", "SNO": "-998.9", "WAV": "1.5"})
    return values


def slots_for(base_hour):
    """(datetime, kind) of every slot of an issue based on D0 at base_hour (docs/KMA.md, "Rows and paging")."""
    base = dt.datetime.combine(D0, dt.time(base_hour))
    last_hourly_day = 2 if base_hour <= 14 else 3
    hourly_end = dt.datetime.combine(D0 + dt.timedelta(days=last_hourly_day + 1), dt.time(0))
    out = []
    t = base + dt.timedelta(hours=1)
    while t <= hourly_end:
        late = base_hour >= 17 and (t.date() - D0).days == 3
        out.append((t, "hourly-late" if late else "hourly"))
        t += dt.timedelta(hours=1)
    extended_day = hourly_end.date()
    for h in range(3, 22, 3):
        out.append((dt.datetime.combine(extended_day, dt.time(h)), "extended"))
    out.append((dt.datetime.combine(extended_day + dt.timedelta(days=1), dt.time(0)), "extended"))
    return out


def extremes_present(base_hour, day):
    """(TMN, TMX) presence for a date of an issue (docs/KMA.md: 02 has today's both, 05/08/11 today's TMX only,
    14 neither for today, later issues start from tomorrow)."""
    if day > 0:
        return True, True
    if base_hour == 2:
        return True, True
    if base_hour in (5, 8, 11):
        return False, True
    return False, False


def issue_items(base_hour, nx, ny, sea=False, slot_limit=None, extra_category=None):
    items = []
    base_date = D0.strftime("%Y%m%d")
    base_time = "%02d00" % base_hour
    slots = slots_for(base_hour)
    if slot_limit is not None:
        slots = slots[:slot_limit]
    for t, kind in slots:
        day = (t.date() - D0).days
        values = slot_values(day, t.hour, kind, sea=sea)
        rows = [(c, values[c]) for c in ORDER]
        tmn, tmx = extremes_present(base_hour, day)
        lo, hi = ANCHORS[day]
        missing = "-998.9" if sea else None
        if t.hour == 6 and tmn:
            rows.append(("TMN", missing or fmt1(lo)))
        if t.hour == 15 and tmx:
            rows.append(("TMX", missing or fmt1(hi)))
        if extra_category:
            rows.append((extra_category, "7"))
        for category, value in rows:
            item = {
                "baseDate": base_date, "baseTime": base_time, "category": category,
                "fcstDate": t.strftime("%Y%m%d"), "fcstTime": t.strftime("%H%M"), "fcstValue": value,
                "nx": nx, "ny": ny,
            }
            if category == extra_category:
                item["fcstUnit"] = "idx"  # a field KMA does not send today
            items.append(item)
    return items


def envelope(items, num_of_rows=1500, page_no=1, total=None, extra_body=None):
    body = {
        "dataType": "JSON", "items": {"item": items}, "numOfRows": num_of_rows, "pageNo": page_no,
        "totalCount": len(items) if total is None else total,
    }
    if extra_body:
        body.update(extra_body)
    return {"response": {"body": body, "header": {"resultCode": "00", "resultMsg": "NORMAL_SERVICE"}}}



def dump(obj):
    # `jq -S .`: sorted keys, two-space indent, UTF-8 as is, trailing newline.
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=True) + "\n"



# The ultra-short operations (docs/KMA.md, "Ultra-short"): the observation sends one row per category, sorted by
# category, with `obsrValue`; the forecast sends six hourly slots from the next full hour, category-major.
NCST_ORDER = ["PTY", "REH", "RN1", "T1H", "UUU", "VEC", "VVV", "WSD"]
FCST_ORDER = ["LGT", "PTY", "RN1", "SKY", "T1H", "REH", "UUU", "VVV", "VEC", "WSD"]


def observed(hour):
    """What the station measured at the top of `hour` on D0: a little warmer and calmer than the forecast."""
    values = slot_values(0, hour, "hourly")
    speed, vec = wind_at(0, hour)
    speed = round(speed * 0.6, 1)
    u, v = uv(speed, vec)
    pty, _, mm, _ = EVENTS.get((0, hour), (0, None, 0, 0))
    return {
        "PTY": str(pty), "REH": "55" if hour == 7 else values["REH"], "RN1": "%g" % mm if mm else "0",
        "T1H": fmt1(tmp_at(0, hour) + 0.6), "UUU": fmt1(u), "VEC": str(vec), "VVV": fmt1(v), "WSD": fmt1(speed),
    }


def ncst_items(base_hour, nx=60, ny=127, overrides=None):
    values = observed(base_hour)
    values.update(overrides or {})
    return [{
        "baseDate": D0.strftime("%Y%m%d"), "baseTime": "%02d00" % base_hour, "category": c, "nx": nx, "ny": ny,
        "obsrValue": values[c],
    } for c in NCST_ORDER]


def fcst_items(base_hour, with_pop=True, nx=60, ny=127):
    """getUltraSrtFcst at base_hour:30 on D0; within a category the hours run backwards (order is not promised)."""
    hours = [h for h in range(base_hour + 1, base_hour + 7)]
    assert hours[-1] <= 23
    order = FCST_ORDER + (["POP"] if with_pop else [])
    items = []
    for c in order:
        for h in reversed(hours):
            values = slot_values(0, h, "hourly")
            pty, pop, mm, _ = EVENTS.get((0, h), (0, None, 0, 0))
            value = {
                "LGT": "0", "T1H": fmt1(tmp_at(0, h) + 0.3), "POP": values["POP"],
                # Both spellings KMA has used for a trace of rain.
                "RN1": ("1.0mm 미만" if h % 2 else "1mm 미만") if 0 < mm < 1 else pcp_string(mm),
            }.get(c, values.get(c))
            items.append({
                "baseDate": D0.strftime("%Y%m%d"), "baseTime": "%02d30" % base_hour, "category": c,
                "fcstDate": D0.strftime("%Y%m%d"), "fcstTime": "%02d00" % h, "fcstValue": value, "nx": nx, "ny": ny,
            })
    return items


def main():
    FIXTURES.mkdir(parents=True, exist_ok=True)
    files = {}

    i0500 = issue_items(5, 60, 127)
    i1700 = issue_items(17, 60, 127)
    assert len(i0500) == 907, len(i0500)
    assert len(i1700) == 1052, len(i1700)
    files["vilage-fcst-0500-success.json"] = dump(envelope(i0500))
    files["vilage-fcst-1700-success.json"] = dump(envelope(i1700))
    files["vilage-fcst-no-data.json"] = dump(result_only("03", "NO_DATA"))
    files["vilage-fcst-sea-cell.json"] = dump(envelope(issue_items(5, 24, 88, sea=True, slot_limit=12)))
    files["vilage-fcst-unknown-category.json"] = dump(
        envelope(issue_items(5, 60, 127, slot_limit=3, extra_category="XYZ"), extra_body={"resultType": "full"}))
    files["vilage-fcst-result-01.json"] = dump(result_only("01", "APPLICATION_ERROR"))
    files["vilage-fcst-result-10.json"] = dump(result_only("10", "최근 3일 간의 자료만 제공합니다."))
    files["vilage-fcst-result-99.json"] = dump(result_only("99", "UNKNOWN_ERROR"))
    full = files["vilage-fcst-0500-success.json"]
    # Cut inside the item array, at an ASCII position, as a dropped connection would.
    cut = full.index('"fcstTime": "1100"', 4000)
    files["vilage-fcst-truncated.json"] = full[:cut]
    files["gateway-key-not-registered.xml"] = gateway_xml("SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "30")
    files["gateway-key-expired.xml"] = gateway_xml("DEADLINE_HAS_EXPIRED_ERROR", "31")
    files["gateway-quota-exceeded.xml"] = gateway_xml("LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", "22")
    files["gateway-key-not-registered.json"] = dump({"OpenAPI_ServiceResponse": {"cmmMsgHeader": {
        "errMsg": "SERVICE ERROR", "returnAuthMsg": "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
        "returnReasonCode": "30"}}})
    # The gateway's 2026 JSON envelope, as recorded for code 30 under HTTP 403: the code's name in errMsg and Korean
    # text in returnAuthMsg (the XML envelope has them the other way round). Served under HTTP 429 (23) and 403
    # (29) by the tests. The Korean wording of 23 and 29 was not recorded; it follows the portal's pattern.
    files["gateway-per-second-limit.json"] = dump({"OpenAPI_ServiceResponse": {"cmmMsgHeader": {
        "errMsg": "LIMITED_NUMBER_OF_SERVICE_REQUESTS_PER_SECOND_EXCEEDS_ERROR",
        "returnAuthMsg": "초당 서비스 요청제한횟수 초과에러", "returnReasonCode": "23"}}})
    files["gateway-blacklisted-ip.json"] = dump({"OpenAPI_ServiceResponse": {"cmmMsgHeader": {
        "errMsg": "BLACKLIST_IP_ACCESS_ERROR", "returnAuthMsg": "블랙리스트 IP 접근 에러",
        "returnReasonCode": "29"}}})
    # KMA API Hub's own error envelope (docs/KMA.md, "Two providers"), verbatim as recorded for an unknown key (HTTP
    # 401) and for an operation the key is not approved for (HTTP 403; the recorded tail after the sentence was
    # elided by its author). API Hub's successful answers were never captured: the tests serve the data.go.kr
    # fixtures above from the fake API Hub, the same JSON on another host.
    files["apihub-key-invalid.json"] = dump({"result": {"status": 401, "message": "유효한 인증키가 아닙니다."}})
    files["apihub-not-approved.json"] = dump({"result": {"status": 403, "message": "활용신청이 필요한 API 입니다."}})
    files["error-page.html"] = (
        "<!DOCTYPE html>\n<html lang=\"ko\">\n<head><meta charset=\"utf-8\"><title>서비스 점검 안내</title></head>\n"
        "<body>\n<h1>Service Unavailable</h1>\n<p>현재 시스템 점검 중입니다. 잠시 후 다시 이용해 주십시오.</p>\n"
        "</body>\n</html>\n")
    files["empty-body.txt"] = ""

    files["ultra-srt-ncst-0700-success.json"] = dump(envelope(ncst_items(7), num_of_rows=100))
    files["ultra-srt-ncst-1600-raining.json"] = dump(envelope(ncst_items(16), num_of_rows=100))
    files["ultra-srt-ncst-0700-sentinels.json"] = dump(
        envelope(ncst_items(7, overrides={"T1H": "-999", "REH": "-998.9", "WSD": "", "RN1": "-"}), num_of_rows=100))
    single = envelope([], num_of_rows=100, total=1)
    single["response"]["body"]["items"] = {"item": ncst_items(7)[3]}  # one row: an object, not an array
    files["ultra-srt-ncst-0700-single-row.json"] = dump(single)
    files["ultra-srt-ncst-no-data.json"] = dump(result_only("03", "NO_DATA"))
    files["ultra-srt-fcst-1530-success.json"] = dump(envelope(fcst_items(15), num_of_rows=100))
    files["ultra-srt-fcst-1530-without-pop.json"] = dump(envelope(fcst_items(15, with_pop=False), num_of_rows=100))
    files["ultra-srt-fcst-0630-success.json"] = dump(envelope(fcst_items(6), num_of_rows=100))
    files["ultra-srt-fcst-no-data.json"] = dump(result_only("03", "NO_DATA"))

    for name, text in files.items():
        (FIXTURES / name).write_text(text, encoding="utf-8")

    write_demo(compact(full))
    write_nowcast_demo(compact(dump(envelope(ncst_items(6), num_of_rows=100))),
                       compact(dump(envelope(fcst_items(5), num_of_rows=100))))
    for name in sorted(files):
        text = files[name]
        rows = text.count('"category"')
        print("%-36s %7d bytes %5d rows" % (name, len(text.encode()), rows))


def compact(json_text):
    """The fixture without its indentation, one row per line: a tenth of the lines for the compiler to read."""
    text = json.dumps(json.loads(json_text), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text.replace("},{", "},\n{")


def write_demo(json_text):
    assert '"""#' not in json_text and "\\" not in json_text
    swift = (
        "// GENERATED by Fixtures/KMA/make-kma-fixtures.py from Fixtures/KMA/vilage-fcst-0500-success.json. Do not edit.\n"
        "// swift-format-ignore-file\n"
        "import Foundation\n"
        "\n"
        "/// The sample KMA answer behind `kkeulmit now --demo`: the 2026-11-30 05:00 issue for 서울특별시 종로구\n"
        "/// (cell 60,127), a cold windy morning warming to +8 °C with rain from 16:00 to 20:00. Needs no key and no\n"
        "/// network; decoded by the same decoder as live answers.\n"
        "package enum DemoSample {\n"
        "    /// The grid cell the sample was issued for.\n"
        "    package static let cell = GridCell(nx: 60, ny: 127)!\n"
        "    /// The sample's issue time.\n"
        "    package static let base = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!\n"
        "    /// The administrative area of `cell` in KMA's place table.\n"
        "    package static let placeName = \"서울특별시 종로구\"\n"
        "    /// The one moment every demo sample describes: 06:20, when this issue (05:10), the 06:00 observation\n"
        "    /// (06:10), the 05:30 ultra-short forecast (05:45), the 06:00 air measurement (06:15), the 05시 dust\n"
        "    /// forecast (05:10) and the 06시 UV issue (06:10) have all been published, and nothing later has.\n"
        "    package static let now = KSTDateTime(year: 2026, month: 11, day: 30, hour: 6, minute: 20)\n"
        "\n"
        "    /// The sample, decoded as if KMA had just sent it.\n"
        "    package static func forecast() throws -> KMAForecast {\n"
        "        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: Data(json.utf8))\n"
        "        return KMAForecast(cell: cell, base: base, items: response.body?.items ?? [])\n"
        "    }\n"
        "\n"
        "    /// The answer's JSON text: the fixture file without its indentation, one row per line.\n"
        "    package static let json = #\"\"\"\n"
        + json_text
        + "\n\"\"\"#\n"
        "}\n"
    )
    DEMO_SWIFT.write_text(swift, encoding="utf-8")


def write_nowcast_demo(ncst_json, fcst_json):
    """The demo's ultra-short answers: what a run at 06:20 on the sample's day would read, the 06:00 observation
    (callable 06:10) and the 05:30 ultra-short forecast (callable 05:45, hours 06-11)."""
    for text in (ncst_json, fcst_json):
        assert '"""#' not in text and "\\" not in text
    swift = (
        "// GENERATED by Fixtures/KMA/make-kma-fixtures.py (ncst_items(6), fcst_items(5)). Do not edit.\n"
        "// swift-format-ignore-file\n"
        "import Foundation\n"
        "\n"
        "/// The ultra-short answers behind `kkeulmit now --demo`, for the same cell and day as `DemoSample`: what a\n"
        "/// run at 06:20 would read, the 06:00 observation (초단기실황) and the 05:30 ultra-short forecast (초단기예보,\n"
        "/// 06-11시). Decoded by the same decoder as live answers; no key, no network.\n"
        "package enum DemoNowcastSample {\n"
        "    /// The observation's base: 06:00.\n"
        "    package static let observationBase = ForecastBase(\n"
        "        KSTDateTime(date: KSTDate(year: 2026, month: 11, day: 30), hour: 6), product: .ultraSrtNcst)!\n"
        "    /// The ultra-short forecast's base: 05:30.\n"
        "    package static let forecastBase = ForecastBase(\n"
        "        KSTDateTime(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5, minute: 30), product: .ultraSrtFcst)!\n"
        "\n"
        "    /// The observation, decoded as if KMA had just sent it.\n"
        "    package static func observation() throws -> KMAForecast {\n"
        "        try decode(observationJSON, base: observationBase)\n"
        "    }\n"
        "\n"
        "    /// The ultra-short forecast, decoded as if KMA had just sent it.\n"
        "    package static func forecast() throws -> KMAForecast {\n"
        "        try decode(forecastJSON, base: forecastBase)\n"
        "    }\n"
        "\n"
        "    private static func decode(_ json: String, base: ForecastBase) throws -> KMAForecast {\n"
        "        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: Data(json.utf8))\n"
        "        return KMAForecast(cell: DemoSample.cell, base: base, items: response.body?.items ?? [])\n"
        "    }\n"
        "\n"
        "    /// getUltraSrtNcst's answer, one row per line.\n"
        "    package static let observationJSON = #\"\"\"\n"
        + ncst_json
        + "\n\"\"\"#\n"
        "\n"
        "    /// getUltraSrtFcst's answer, one row per line.\n"
        "    package static let forecastJSON = #\"\"\"\n"
        + fcst_json
        + "\n\"\"\"#\n"
        "}\n"
    )
    (DEMO_SWIFT.parent / "DemoNowcastSample.generated.swift").write_text(swift, encoding="utf-8")


if __name__ == "__main__":
    main()
