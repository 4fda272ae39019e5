#!/usr/bin/env python3
"""Generates the AirKorea fixtures under Fixtures/AirKorea/ and
Sources/KkeulmitCore/Generated/AirKoreaDemoSample.generated.swift.

Deterministic: no randomness, no clock, no network. Run from anywhere: `make generate`.

The answers follow AirKorea's real shapes (docs/AIR-UV.md): `response.header` with resultCode "00" and resultMsg
"NORMAL_CODE", `response.body` with JSON-number counts and `items` as a plain array; every measurement and grade a
string, a missing value "-", a missing grade null, a flag null or a text; `dataTime` "YYYY-MM-DD HH:mm" with 24:00
for midnight, rows newest first; forecast rows of several issues unsorted, `informGrade` as "서울 : 보통,제주 : …".
Keys are written in a fixed order, indented by two spaces. No service key appears anywhere.

The demo day is 2026-11-30 in 서울특별시 종로구: PM10 and PM2.5 build up overnight under stagnant air to a 나쁨
morning (07:00: PM10 88, PM2.5 41) while the 05시 forecast says 보통 for 서울. The demo reads them at its one moment,
06:20 (DemoSample.now), so it shows the 06:00 row (PM10 86, PM2.5 40, both 나쁨). Station distances and addresses are
illustrative, not measured.
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.dont_write_bytecode = True  # no __pycache__ among the fixtures
sys.path.insert(0, str(ROOT / "Fixtures"))
from gateway_envelopes import gateway_xml  # noqa: E402
FIXTURES = ROOT / "Fixtures" / "AirKorea"
DEMO_SWIFT = ROOT / "Sources" / "KkeulmitCore" / "Generated" / "AirKoreaDemoSample.generated.swift"

DEMO_STATIONS = "nearby-msrstn-list-jongno-success.json"
DEMO_MEASUREMENTS = "msrstn-rltm-mesure-dnsty-jongno-0620.json"
DEMO_FORECAST = "minu-dust-frcst-dspth-20261130-0500.json"

# ---------------------------------------------------------------------------------------------------------------
# Envelopes


def envelope(items, num_of_rows=100, total=None):
    return {"response": {
        "body": {"totalCount": len(items) if total is None else total, "items": items, "pageNo": 1,
                 "numOfRows": num_of_rows},
        "header": {"resultCode": "00", "resultMsg": "NORMAL_CODE"},
    }}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"



def gateway_json(err, auth, code):
    return dump({"OpenAPI_ServiceResponse": {"cmmMsgHeader": {
        "errMsg": err, "returnAuthMsg": auth, "returnReasonCode": code}}})


def backend_error_xml(code, message):
    """The older backend error inside the normal envelope, as XML."""
    return (
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        "<response>\n"
        "  <header>\n"
        "    <resultCode>%s</resultCode>\n"
        "    <resultMsg>%s</resultMsg>\n"
        "  </header>\n"
        "</response>\n" % (code, message)
    )


# ---------------------------------------------------------------------------------------------------------------
# getNearbyMsrstnList

STATIONS = {
    "종로구": "서울 종로구 종로35가길 19 종로5,6가 동 주민센터",
    "중구": "서울 중구 덕수궁길 15 시청서소문별관 3동",
    "종로": "서울 종로구 종로 169 창경궁 앞 도로",
    "서대문구": "서울 서대문구 세검정로4길 32 홍제3동 주민센터",
}


def station(name, tm):
    row = {"stationName": name, "addr": STATIONS[name]}
    if tm is not None:
        row["tm"] = tm
    return row


# ---------------------------------------------------------------------------------------------------------------
# getMsrstnAcctoRltmMesureDnsty (ver 1.3)

# Hour-ending 1-hour values for 종로구 from 2026-11-29 08:00 to 2026-11-30 07:00 (24 hours): a build-up under
# stagnant air. None = no value ("-") with a flag, see FLAGS.
PM10 = [42, 45, 47, 44, 40, 38, 41, 45, 50, 56, 61, 64, 66, 70, 72, 75, 78, 80, 82, None, 84, 85, 86, 88]
PM25 = [18, 20, 21, 20, 18, 17, 19, 21, 24, 27, 29, 31, 32, 33, 34, 35, 36, 37, 38, 38, 39, 40, 40, 41]
# The day before, for the 24-hour moving averages.
PM10_BEFORE, PM25_BEFORE = 40, 18
FLAGS = {19: ("pm10Flag", "점검및교정")}  # the 03:00 row: PM10 under calibration


def pm10_grade(v):
    return None if v is None else 1 if v <= 30 else 2 if v <= 80 else 3 if v <= 150 else 4


def pm25_grade(v):
    return None if v is None else 1 if v <= 15 else 2 if v <= 35 else 3 if v <= 75 else 4


def khai_grade(v):
    return 1 if v <= 50 else 2 if v <= 100 else 3 if v <= 250 else 4


def moving_average(series, before, i):
    window = [before] * max(0, 23 - i) + [v for v in series[max(0, i - 23):i + 1]]
    known = [v for v in window if v is not None]
    return round(sum(known) / len(known))


def data_time(day, hour):
    """AirKorea writes midnight as 24:00 of the day before."""
    if hour == 0:
        return "2026-11-%02d 24:00" % (day - 1)
    return "2026-11-%02d %02d:00" % (day, hour)


def text(v):
    return "-" if v is None else str(v)


def grade_text(g):
    return None if g is None else str(g)


def measurement(dt, pm10, pm25, pm10_24, pm25_24, flags=None, grade1h=None, khai=None, no2="0.041"):
    """One row in the order of a recorded answer. `grade1h` overrides the 1-hour grades as sent."""
    flags = flags or {}
    g10, g25 = pm10_grade(pm10), pm25_grade(pm25)
    if grade1h is not None:
        g10, g25 = grade1h
    khai = khai if khai is not None else max(pm25 * 2 + 20 if pm25 else 0, (pm10 or 0) + 15)
    return {
        "so2Grade": "1", "coFlag": None, "khaiValue": str(khai), "so2Value": "0.003", "coValue": "0.6",
        "pm25Flag": flags.get("pm25Flag"), "pm10Flag": flags.get("pm10Flag"), "o3Grade": "1",
        "pm10Value": text(pm10), "khaiGrade": str(khai_grade(khai)), "pm25Value": text(pm25),
        "no2Flag": None, "mangName": "도시대기", "no2Value": no2, "so2Flag": None, "dataTime": dt,
        "coGrade": "1", "no2Grade": "2", "pm10Grade1h": grade_text(g10) if isinstance(g10, int) else g10,
        "pm10Value24": str(pm10_24), "pm25Grade1h": grade_text(g25) if isinstance(g25, int) else g25,
        "o3Value": "0.008", "pm25Value24": str(pm25_24), "pm10Grade": str(pm10_grade(pm10_24)),
        "pm25Grade": str(pm25_grade(pm25_24)), "o3Flag": None,
    }


def jongno_rows():
    rows = []
    for i in range(24):
        hour = (8 + i) % 24
        day = 29 if i < 16 else 30
        flags = {}
        if i in FLAGS:
            key, value = FLAGS[i]
            flags[key] = value
        rows.append(measurement(
            data_time(day, hour), PM10[i], PM25[i], moving_average(PM10, PM10_BEFORE, i),
            moving_average(PM25, PM25_BEFORE, i), flags))
    return list(reversed(rows))  # newest first, as every recorded answer


# ---------------------------------------------------------------------------------------------------------------
# getMinuDustFrcstDspth

# The order `informGrade` lists the regions in, as recorded.
REGION_ORDER = ["서울", "제주", "전남", "전북", "광주", "경남", "경북", "울산", "대구", "부산", "충남", "충북", "세종",
                "대전", "영동", "영서", "경기남부", "경기북부", "인천"]
WORDS = {1: "좋음", 2: "보통", 3: "나쁨", 4: "매우나쁨", 0: "예보없음"}


def grades(default, **overrides):
    """Every region at `default`, some overridden; keys are region names with 경기북부 written gyeonggi_north etc."""
    names = {"seoul": "서울", "incheon": "인천", "gyeonggi_north": "경기북부", "gyeonggi_south": "경기남부",
             "yeongseo": "영서", "yeongdong": "영동", "daejeon": "대전", "sejong": "세종", "chungnam": "충남",
             "chungbuk": "충북", "gwangju": "광주", "jeonbuk": "전북", "jeonnam": "전남", "busan": "부산",
             "daegu": "대구", "ulsan": "울산", "gyeongbuk": "경북", "gyeongnam": "경남", "jeju": "제주"}
    g = {r: default for r in REGION_ORDER}
    for key, value in overrides.items():
        g[names[key]] = value
    return g


def inform_grade(g):
    return ",".join("%s : %s" % (r, WORDS[g[r]]) for r in REGION_ORDER)


CAPITAL_BAD = dict(seoul=3, incheon=3, gyeonggi_north=3, gyeonggi_south=3, chungbuk=3)

# issue hour → list of (code, date, regional grades). Target dates: 11-30 (오늘), 12-01 (내일), 12-02 (모레).
ISSUES = {
    5: [
        ("PM10", "2026-11-30", grades(2, yeongdong=1, jeonnam=1, busan=1, ulsan=1, gyeongbuk=1, gyeongnam=1,
                                      jeju=1)),
        ("PM25", "2026-11-30", grades(2, gyeonggi_north=3, yeongdong=1, busan=1, ulsan=1, jeju=1)),
        ("PM10", "2026-12-01", grades(1, seoul=1, gyeonggi_south=2, chungbuk=2)),
        ("PM25", "2026-12-01", grades(2, yeongdong=1, jeju=1)),
        ("PM10", "2026-12-02", grades(2, yeongdong=1, jeju=1)),
        ("PM25", "2026-12-02", grades(2, seoul=3, incheon=3, gyeonggi_north=3, gyeonggi_south=3)),
    ],
    11: [
        ("PM10", "2026-11-30", grades(2, **CAPITAL_BAD)),
        ("PM25", "2026-11-30", grades(2, **CAPITAL_BAD)),
        ("PM10", "2026-12-01", grades(2, yeongdong=1, jeju=1)),
        ("PM25", "2026-12-01", grades(2, yeongdong=1, jeju=1)),
    ],
    17: [
        ("PM10", "2026-12-01", grades(1, gyeonggi_north=2)),
        ("PM25", "2026-12-01", grades(2, yeongdong=1, jeju=1)),
        ("PM10", "2026-12-02", grades(2, yeongdong=1, jeju=1)),
        # The capital region not yet forecast for 모레 (예보없음): the 05시 grades stand.
        ("PM25", "2026-12-02", grades(2, seoul=0, incheon=0, gyeonggi_north=0, gyeonggi_south=0)),
    ],
    # The 23시 issue still speaks of today (a recorded quirk) besides tomorrow.
    23: [
        ("PM10", "2026-11-30", grades(2, seoul=3, incheon=3, gyeonggi_north=3)),
        ("PM25", "2026-11-30", grades(2, gyeonggi_north=3)),
        ("PM10", "2026-12-01", grades(1, gyeonggi_north=2, gyeonggi_south=2)),
        ("PM25", "2026-12-01", grades(1, gyeonggi_north=2, chungbuk=2)),
    ],
}

OVERALL = {
    "PM10": "○ [미세먼지] 수도권·충북은 '나쁨', 그 밖의 권역은 '좋음'∼'보통'으로 예상됩니다.",
    "PM25": "○ [초미세먼지] 경기북부는 '나쁨', 그 밖의 권역은 '좋음'∼'보통'으로 예상됩니다.",
}
CAUSE = {
    "PM10": "○ [미세먼지] 대기 정체로 국내 생성 미세먼지가 축적되어 농도가 높을 것으로 예상됩니다.",
    "PM25": "○ [초미세먼지] 대기 정체로 국내 생성 미세먼지가 축적되어 농도가 높을 것으로 예상됩니다.",
}


def forecast_row(issue_hour, code, date, g):
    stamp = "20261130%02d" % issue_hour
    image = "https://www.airkorea.or.kr/file/proxyImage?fileName=2026/11/30/AQF.20261130.NIER_09_01.%s.1hsp.%s.png"
    species = "PM10" if code == "PM10" else "PM2P5"
    return {
        "imageUrl4": image % (species, stamp + "_4"), "informCode": code, "imageUrl5": image % (species, stamp + "_5"),
        "imageUrl6": image % (species, stamp + "_6"), "actionKnack": None, "informCause": CAUSE[code],
        "informOverall": OVERALL[code], "informData": date, "informGrade": inform_grade(g),
        "dataTime": "2026-11-30 %02d시 발표" % issue_hour, "imageUrl3": image % (species, stamp + "_3"),
        "imageUrl2": image % (species, stamp + "_2"), "imageUrl1": image % (species, stamp + "_1"),
    }


def forecast_rows(issue_hours):
    rows = [forecast_row(h, code, date, g) for h in issue_hours for (code, date, g) in ISSUES[h]]
    # Not sorted, as in the recorded answers (23시 rows came before 11시 ones): a fixed interleaving.
    order = sorted(range(len(rows)), key=lambda i: ((i * 5 + 2) % len(rows), i))
    return [rows[i] for i in order]


# ---------------------------------------------------------------------------------------------------------------


def main():
    files = {}

    # getNearbyMsrstnList
    files[DEMO_STATIONS] = dump(envelope([station("종로구", 1.2), station("중구", 1.5), station("종로", 1.9)],
                                         num_of_rows=10))
    unsorted = [station("중구", 1.5), station("종로", "1.9"), station("서대문구", None), station("종로구", 1.2),
                {"stationName": "", "addr": "", "tm": 0.3}, station("종로구", 3.4)]
    files["nearby-msrstn-list-unsorted.json"] = dump(envelope(unsorted, num_of_rows=10))
    single = envelope([], num_of_rows=10, total=1)
    single["response"]["body"]["items"] = station("종로구", 1.2)
    files["nearby-msrstn-list-single-row.json"] = dump(single)
    files["nearby-msrstn-list-empty.json"] = dump(envelope([], num_of_rows=10))
    files["nearby-msrstn-list-gateway-key-not-registered-http403.json"] = gateway_json(
        "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "등록되지 않은 서비스키", "30")

    # getMsrstnAcctoRltmMesureDnsty
    jongno = jongno_rows()
    assert jongno[0]["dataTime"] == "2026-11-30 07:00" and jongno[0]["pm10Value"] == "88"
    assert jongno[0]["pm25Value"] == "41" and jongno[0]["pm10Grade1h"] == "3" and jongno[0]["pm25Grade1h"] == "3"
    assert any(r["dataTime"] == "2026-11-29 24:00" for r in jongno)
    files["msrstn-rltm-mesure-dnsty-jongno-success.json"] = dump(envelope(jongno))
    # What the demo's moment (06:20) was answered: the same series without the 07:00 row, not yet published.
    assert jongno[1]["dataTime"] == "2026-11-30 06:00" and jongno[1]["pm10Value"] == "86"
    files[DEMO_MEASUREMENTS] = dump(envelope(jongno[1:]))

    # Asked at 2026-12-01 00:40: the newest row is "2026-11-30 24:00" (= 12-01 00:00), its PM10 out with a flag
    # while the 24-hour grade still says 1; the 23:00 row has a flagged PM2.5 that still carries a number, and the
    # older, empty and "-" grade forms. Unsorted.
    night = [
        measurement("2026-11-30 22:00", 52, 30, 49, 27),
        measurement("2026-11-30 24:00", None, 23, 47, 26, flags={"pm10Flag": "통신장애"}, grade1h=(None, 2)),
        measurement("2026-11-30 23:00", 45, 35, 48, 27, flags={"pm25Flag": "점검및교정"}, grade1h=("", "-")),
        measurement("2026-11-30 21:00", 55, 31, 50, 27),
    ]
    night[1]["pm10Grade"] = "1"
    files["msrstn-rltm-mesure-dnsty-dash-flags-2400.json"] = dump(envelope(night))

    # The nearest station's current hour is out ("-", both flagged); its older hours are fine but not "now".
    dash = jongno_rows()
    dash[0] = measurement("2026-11-30 07:00", None, None, 62, 29,
                          flags={"pm10Flag": "통신장애", "pm25Flag": "통신장애"}, khai=0)
    dash[0]["khaiValue"], dash[0]["khaiGrade"] = "-", None
    files["msrstn-rltm-mesure-dnsty-nearest-dash.json"] = dump(envelope(dash))
    junggu = [measurement("2026-11-30 %02d:00" % h, 60 + 4 * h, 30 + 2 * h, 55, 28) for h in range(7, 3, -1)]
    assert junggu[0]["pm10Value"] == "88" and junggu[0]["pm25Value"] == "44"
    junggu[0]["pm10Value"], junggu[0]["pm10Grade1h"] = "76", "2"
    files["msrstn-rltm-mesure-dnsty-junggu-success.json"] = dump(envelope(junggu))

    stale = [measurement("2026-11-26 %02d:00" % h, 35, 16, 33, 15) for h in range(14, 9, -1)]
    files["msrstn-rltm-mesure-dnsty-stale.json"] = dump(envelope(stale))
    files["msrstn-rltm-mesure-dnsty-unknown-station.json"] = dump(envelope([]))
    one = envelope([], total=1)
    one["response"]["body"]["items"] = jongno[0]
    files["msrstn-rltm-mesure-dnsty-single-row.json"] = dump(one)
    files["msrstn-rltm-mesure-dnsty-gateway-key-not-registered.xml"] = gateway_xml(
        "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "30")
    files["msrstn-rltm-mesure-dnsty-gateway-service-timeout.json"] = gateway_json(
        "SERVICETIMEOUT_ERROR", "서비스 연결실패 에러", "05")
    files["msrstn-rltm-mesure-dnsty-result-22.xml"] = backend_error_xml(
        "22", "LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR.")

    # getMinuDustFrcstDspth
    files[DEMO_FORECAST] = dump(envelope(forecast_rows([5])))
    files["minu-dust-frcst-dspth-20261130-several-issues.json"] = dump(envelope(forecast_rows([5, 11, 17, 23])))
    files["minu-dust-frcst-dspth-gateway-no-openapi-service-http400.xml"] = gateway_xml(
        "NO_OPENAPI_SERVICE_ERROR", "12")

    FIXTURES.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        (FIXTURES / name).write_text(content, encoding="utf-8")
    write_demo({key: compact(files[name]) for key, name in
                [("stations", DEMO_STATIONS), ("measurements", DEMO_MEASUREMENTS), ("forecast", DEMO_FORECAST)]})
    for name in sorted(files):
        print("%-62s %6d bytes" % (name, len(files[name].encode())))


def compact(json_text):
    """The fixture without its indentation, one row per line."""
    text = json.dumps(json.loads(json_text), ensure_ascii=False, separators=(",", ":"))
    return text.replace("},{", "},\n{").replace("\"items\":[{", "\"items\":[\n{")


def write_demo(texts):
    for t in texts.values():
        assert '"""#' not in t and "\\" not in t
    swift = (
        "// GENERATED by Fixtures/AirKorea/make-airkorea-fixtures.py from Fixtures/AirKorea/" + DEMO_STATIONS + ", "
        + DEMO_MEASUREMENTS + " and " + DEMO_FORECAST + ". Do not edit.\n"
        "// swift-format-ignore-file\n"
        "import Foundation\n"
        "\n"
        "/// The sample AirKorea answers behind `--demo`: 서울특별시 종로구 on 2026-11-30, a 나쁨 fine-dust morning\n"
        "/// (station 종로구 at 06:00, the demo's moment: PM10 86, PM2.5 40) under a 05시 forecast of 보통 for 서울.\n"
        "/// Needs no key and no network; decoded by the same decoder as live answers.\n"
        "package enum AirKoreaDemoSample {\n"
        "    /// The place the samples are for, in KMA's table.\n"
        "    package static let areaCode = \"1111000000\"\n"
        "    package static let placeName = \"서울특별시 종로구\"\n"
        "    /// The nearest station of the sample list.\n"
        "    package static let station = \"종로구\"\n"
        "    /// The demo's one moment (06:20): after the 06:00 measurement and the 05시 forecast were published.\n"
        "    package static let now = DemoSample.now\n"
        "\n"
        "    /// The stations near the place, nearest first.\n"
        "    package static func stations() throws(KMAError) -> [AirStation] {\n"
        "        AirStation.nearestFirst(try PortalResponseDecoder.decode(NearbyStationRow.self, status: 200, body: Data(stationsJSON.utf8)).rows)\n"
        "    }\n"
        "\n"
        "    /// The nearest station's current measurement at `now`.\n"
        "    package static func measurement() throws(KMAError) -> StationMeasurement? {\n"
        "        let rows = try PortalResponseDecoder.decode(MeasurementRow.self, status: 200, body: Data(measurementsJSON.utf8)).rows\n"
        "        return StationMeasurement.current(rows: rows, station: station, now: now)\n"
        "    }\n"
        "\n"
        "    /// The dust forecast issued on the sample's day.\n"
        "    package static func dustForecast() throws(KMAError) -> DustForecast {\n"
        "        DustForecast(rows: try PortalResponseDecoder.decode(DustForecastRow.self, status: 200, body: Data(dustForecastJSON.utf8)).rows)\n"
        "    }\n"
        "\n"
        "    /// The JSON `air` object of the sample: the measurement and the forecast grade for 서울 today.\n"
        "    package static func reading() throws(KMAError) -> AirQualityReading? {\n"
        "        let grade = try dustForecast().fineDustGrade(on: now.date, in: [.seoul])\n"
        "        return AirQualityReading(measurement: try measurement(), forecastGrade: grade)\n"
        "    }\n"
        "\n"
        "    /// `getNearbyMsrstnList`: the fixture without its indentation, one row per line.\n"
        "    package static let stationsJSON = #\"\"\"\n" + texts["stations"] + "\n\"\"\"#\n"
        "\n"
        "    /// `getMsrstnAcctoRltmMesureDnsty` for the station, `ver=1.3`, `DAILY`.\n"
        "    package static let measurementsJSON = #\"\"\"\n" + texts["measurements"] + "\n\"\"\"#\n"
        "\n"
        "    /// `getMinuDustFrcstDspth` for the day, asked after the 05시 issue.\n"
        "    package static let dustForecastJSON = #\"\"\"\n" + texts["forecast"] + "\n\"\"\"#\n"
        "}\n"
    )
    DEMO_SWIFT.write_text(swift, encoding="utf-8")


if __name__ == "__main__":
    main()
