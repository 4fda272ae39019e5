#!/usr/bin/env python3
"""Generates the pollen fixtures (HealthWthrIdxServiceV3: getOakPollenRiskIdxV3, getPinePollenRiskIdxV3,
getWeedsPollenRiskndxV3) under Fixtures/Pollen/.

Deterministic: no randomness, no clock, no network. Run from anywhere: `make generate`.

Two kinds of file (docs/POLLEN.md):
- answers recorded live and quoted in the reference, reproduced as printed there: `*-recorded-*` (weeds for
  서울 on 2026-08-09 06시, as its author laid it out; the first page of all areas on 2026-09-30 18시; the off-season
  answer of 2026-07-28);
- answers built in the same shape for the scenarios the tests need: a spring day (참나무 높음, 소나무 보통, 잡초류
  out of season), an 18시 issue without today, each spelling of the last two fields, one row as an object, an area
  the service does not know (no rows; 99), a time too old, the gateway's refusals.
No service key appears in any file.
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "Fixtures"))
from gateway_envelopes import gateway_xml, result_only  # noqa: E402

HERE = ROOT / "Fixtures" / "Pollen"
CODES = {"oak": "D07", "pine": "D06", "weeds": "D08"}  # only D08 was recorded; D06/D07 are placeholders


def envelope(items, total=None, num_of_rows=10):
    return {"response": {
        "header": {"resultCode": "00", "resultMsg": "NORMAL_SERVICE"},
        "body": {"dataType": "JSON", "items": {"item": items}, "pageNo": 1, "numOfRows": num_of_rows,
                 "totalCount": len(items) if total is None else total},
    }}


def item(species, area, issue, today, tomorrow, after, third, third_key="twodaysaftertomorrow",
         after_key="dayaftertomorrow"):
    return {"code": CODES[species], "areaNo": area, "date": issue, "today": today, "tomorrow": tomorrow,
            after_key: after, third_key: third}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


# Part A.10.1 of the reference, with its author's line breaks.
RECORDED_WEEDS_SEOUL = """{"response":{
  "header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},
  "body":{"dataType":"JSON","items":{"item":[{
    "code":"D08","areaNo":"1100000000","date":"2026080906",
    "today":"0","tomorrow":"0","dayaftertomorrow":"0",
    "twodaysaftertomorrow":""}]},
  "pageNo":1,"numOfRows":10,"totalCount":1}}}
"""

# Part A.7: the off-season answer, as printed.
RECORDED_OFF_SEASON = (
    '{ "response": { "header": { "resultCode": "99", "resultMsg": '
    '"해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]" } } }\n'
)


def main():
    files = {}
    files["pollen-weeds-recorded-1100000000-2026080906.json"] = RECORDED_WEEDS_SEOUL
    files["pollen-oak-recorded-off-season.json"] = RECORDED_OFF_SEASON
    # Part A.10.2: all areas (`areaNo=`), the first page of three rows.
    files["pollen-weeds-recorded-all-areas-2026093018.json"] = dump(envelope([
        {"code": "D08", "areaNo": "1100000000", "date": "2026093018", "today": "", "tomorrow": "0"},
        {"code": "D08", "areaNo": "1111000000", "date": "2026093018", "today": "", "tomorrow": "0"},
        {"code": "D08", "areaNo": "1111051500", "date": "2026093018", "today": "", "tomorrow": "0"},
    ], total=3851, num_of_rows=3))
    files["pollen-weeds-off-season.json"] = dump(
        result_only("99", "해당지수자료 제공기간이 아닙니다! [자료제공기간 8월 ~ 10월]"))

    # A spring day in 종로구: the 06시 issue of 2027-04-20 (참나무 높음, 소나무 보통; 글피 not published).
    files["pollen-oak-1111000000-2027042006.json"] = dump(envelope([
        item("oak", "1111000000", "2027042006", "2", "3", "1", "")]))
    files["pollen-pine-1111000000-2027042006.json"] = dump(envelope([
        item("pine", "1111000000", "2027042006", "1", "1", "0", "")]))
    # The 18시 issue: no today.
    files["pollen-oak-1111000000-2027041918.json"] = dump(envelope([
        item("oak", "1111000000", "2027041918", "", "2", "3", "1")]))
    # The other spellings of the last two fields: the Swagger file's, an older client's.
    files["pollen-oak-spelling-swagger.json"] = dump(envelope([
        item("oak", "1111000000", "2027041918", "", "2", "3", "1", third_key="todaysaftertomorrow")]))
    files["pollen-oak-spelling-legacy.json"] = dump(envelope([
        item("oak", "1111000000", "2027042006", "2", "3", "1", "", after_key="theDayAfterTomorrow",
             third_key="todayaftertomorrow")]))
    single = envelope([], total=1)
    single["response"]["body"]["items"]["item"] = item("pine", "1111000000", "2027042006", "1", "1", "0", "")
    files["pollen-pine-single-row-object.json"] = dump(single)
    # Values that must never read as a grade.
    files["pollen-oak-odd-values.json"] = dump(envelope([
        item("oak", "1111000000", "2027042006", "4", "-1", " 2 ", "낮음")]))

    # The area the service does not know, both ways; a time too old; the wrong operation; the gateway.
    files["pollen-no-such-area-empty.json"] = dump(envelope([]))
    files["pollen-result-99-unknown-error.json"] = dump(result_only("99", "UNKNOWN_ERROR"))
    files["pollen-result-99-no-search-result.json"] = dump(result_only("99", "검색결과가 없습니다"))
    files["pollen-result-99-too-old.json"] = dump(result_only("99", "최근 1일 간의 자료만 제공합니다"))
    files["pollen-gateway-no-openapi-service-http400.xml"] = gateway_xml("NO_OPENAPI_SERVICE_ERROR", "12")
    files["pollen-gateway-key-not-registered-http403.json"] = dump({"OpenAPI_ServiceResponse": {"cmmMsgHeader": {
        "errMsg": "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "returnAuthMsg": "등록되지 않은 서비스키",
        "returnReasonCode": "30"}}})
    files["pollen-gateway-key-not-registered.xml"] = gateway_xml("SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "30")

    for name, content in files.items():
        (HERE / name).write_text(content, encoding="utf-8")
    write_demo({"oak": files["pollen-oak-recorded-off-season.json"], "pine": files["pollen-oak-recorded-off-season.json"],
                "weeds": files["pollen-weeds-off-season.json"]})
    for name in sorted(files):
        print("%-52s %6d bytes" % (name, len(files[name].encode())))


DEMO_SWIFT = ROOT / "Sources" / "KkeulmitCore" / "Generated" / "PollenDemoSample.generated.swift"


def write_demo(answers):
    """The three species' answers behind `--demo` (2026-11-30: all out of season), in one data literal."""
    records = []
    for species in ("oak", "pine", "weeds"):
        text = json.dumps(json.loads(answers[species]), ensure_ascii=False, separators=(",", ":"))
        assert "|" not in text and '"""#' not in text and "\\" not in text
        records.append(species + "|" + text)
    swift = (
        "// GENERATED by Fixtures/Pollen/make-pollen-fixtures.py from Fixtures/Pollen/pollen-oak-recorded-off-season.json "
        "and Fixtures/Pollen/pollen-weeds-off-season.json. Do not edit.\n"
        "// swift-format-ignore-file\n"
        "import Foundation\n"
        "\n"
        "/// The pollen answers behind `--demo` (2026-11-30, 서울특별시 종로구): the three species out of season, as the\n"
        "/// service says it (`99` \"…제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]\"). Read by the same decoder as live answers.\n"
        "package enum PollenDemoSample {\n"
        "    /// The `areaNo` the sample was asked for.\n"
        "    package static let areaNo = \"1111000000\"\n"
        "    /// The issue the sample answers: the 06시 issue of the demo's day.\n"
        "    package static let issued = KSTDateTime(year: 2026, month: 11, day: 30, hour: 6)\n"
        "\n"
        "    /// Each species' answer, read as if the service had just sent it.\n"
        "    package static func answers() -> [(species: PollenSpecies, answer: Result<PollenAnswer, KMAError>)] {\n"
        "        data.split(separator: \"\\n\").compactMap { record in\n"
        "            guard let bar = record.firstIndex(of: \"|\"),\n"
        "                let species = PollenSpecies(rawValue: String(record[..<bar]))\n"
        "            else { return nil }\n"
        "            let body = Data(record[record.index(after: bar)...].utf8)\n"
        "            return (species, PollenAnswer.classify(species: species, areaNo: areaNo, status: 200, body: body))\n"
        "        }\n"
        "    }\n"
        "\n"
        "    /// `species|answer` per line.\n"
        "    package static let data = #\"\"\"\n" + "\n".join(records) + "\n\"\"\"#\n"
        "}\n"
    )
    DEMO_SWIFT.write_text(swift, encoding="utf-8")


if __name__ == "__main__":
    main()
