#!/usr/bin/env python3
"""Embed KMA's official place table, and today's names for its places, in the binary.

Reads Fixtures/Grid/kma-grid-points.csv (code,level1,level2,level3,nx,ny,lat,lon), KMA's grid table of 2023, and
writes Sources/KkeulmitCore/Generated/PlaceTableData.generated.swift: the level-1 names as an array and the rows as
one string literal, `code,level1Index,level2,level3,nx,ny,lat,lon`, where a level2 of `=` repeats the previous
row's. Rows are separated by `|` or a line break, and lines are packed past 2,000 characters: the literal is data,
and lines that long are not read as code by the `duplicates` tool (rows one a line all look alike to it).

Reads Fixtures/Grid/kma-place-aliases.csv (alias,effective,targets,representative,areaNo,note: the names Korea
uses since the 2023 table, docs/PLACES.md) and writes Sources/KkeulmitCore/Generated/PlaceAliasData.generated.swift
the same way, one record `alias,effective,targets,representative,areaNo,kind,display` per alias, where `kind` is
`o` (an old name the table still uses; `areaNo` is its successor's code), `s` (a short form; `display` is the full
form it stands for), `v` (another spelling of an alias before it: the same rows, date and known areaNo) or `n` (a new full name).
It checks that every target and representative is a row of the table, so the two files cannot drift apart.

The binary must work from any directory without a resource bundle, and one literal compiles quickly; Swift parses
it only when a place lookup happens (PlaceTable.swift, PlaceAliasTable.swift).

Run from the repository root after updating a CSV:  make generate
Tests compare the embedded rows and aliases with the CSVs, so they cannot drift apart unnoticed.

Rebuilding from KMA's newer grid table (the 2026-07 edition, 「기상청41_단기예보 조회서비스_오픈API활용가이드_격자_위경도
(2607).xlsx」, sheet `최종 업데이트 파일_20260701`, 3,838 rows; where copies live: docs/PLACES.md):
  1. Save the sheet as CSV and map its columns onto kma-grid-points.csv's: 행정구역코드 → code, 1단계/2단계/3단계 →
     level1/level2/level3 (spaces removed, as KMA writes 수원시장안구), 격자 X/Y → nx/ny, 위도(초/100)/경도(초/100) →
     lat/lon. Keep the header line as it is.
  2. Run this script. Every alias whose target code is gone from the new table is listed: the 2026 codes replace
     the 2023 ones. An alias that is now a row of the table (검단구, 동탄구 …) is no longer needed: delete it, or
     keep it as an `old-name row` pointing the 2023 name to its successor row (that is how 2023 names keep
     resolving). The `areaNo` column becomes the row's own code for every area the new table names.
  3. Run `make generate` again, then the suite: PlaceAliasTests lists every alias whose rows or cell changed.
"""

import csv
import pathlib
import re
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
GRID = ROOT / "Fixtures" / "Grid"
SOURCE = GRID / "kma-grid-points.csv"
ALIASES = GRID / "kma-place-aliases.csv"
GENERATED = ROOT / "Sources" / "KkeulmitCore" / "Generated"
TARGET = GENERATED / "PlaceTableData.generated.swift"
ALIAS_TARGET = GENERATED / "PlaceAliasData.generated.swift"
COLUMNS = ["code", "level1", "level2", "level3", "nx", "ny", "lat", "lon"]
ALIAS_COLUMNS = ["alias", "effective", "targets", "representative", "areaNo", "note"]
REPEAT = "="
# Between records, besides a line break; no field may hold it.
SEPARATOR = "|"
# A line of the literal ends after the first record that takes it past this (the `duplicates` tool passes over
# lines longer than 2,000 characters).
LINE_LENGTH = 2048


def fail(message):
    sys.exit(f"embed-place-table: {message}")


def check_text(where, key, value, spaces=False):
    if any(c in value for c in ',"\\' + SEPARATOR) or any(c.isspace() and not (spaces and c == " ") for c in value):
        fail(f"{where}: {key} {value!r} cannot be embedded as is")
    # PlaceDirectory compares the names' bytes and skips normalising them: they must already be NFC.
    if unicodedata.normalize("NFC", value) != value:
        fail(f"{where}: {key} {value!r} is not in NFC")


def pack(records):
    """Records joined by SEPARATOR, a line break after the first record that takes a line past LINE_LENGTH."""
    lines, line = [], ""
    for record in records:
        line = record if not line else line + SEPARATOR + record
        if len(line) > LINE_LENGTH:
            lines.append(line)
            line = ""
    if line:
        lines.append(line)
    return "\n".join(lines)


def swift_literal(name, body):
    assert '"""#' not in body
    return f'    static let {name} = #"""\n{body}\n"""#\n'


def read(path, columns):
    with path.open(encoding="utf-8-sig", newline="") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames != columns:
            fail(f"{path.name}: unexpected header {reader.fieldnames}, want {columns}")
        rows = list(reader)
    if not rows:
        fail(f"{path.name}: no rows")
    return rows


def embed_table():
    rows = read(SOURCE, COLUMNS)
    level1_names = []
    records = []
    previous_level2 = None
    for number, row in enumerate(rows, start=2):
        for key in COLUMNS:
            check_text(f"{SOURCE.name} line {number}", key, row[key])
        if not row["code"].isdigit() or len(row["code"]) != 10 or not row["level1"]:
            fail(f"line {number}: bad code or empty level1")
        if row["level3"] and not row["level2"]:
            fail(f"line {number}: level3 without level2")
        if row["level2"] == REPEAT:
            fail(f"line {number}: level2 {REPEAT!r} collides with the repeat marker")
        int(row["nx"]), int(row["ny"]), float(row["lat"]), float(row["lon"])
        if row["level1"] not in level1_names:
            level1_names.append(row["level1"])
        level2 = row["level2"]
        if level2 and level2 == previous_level2:
            level2 = REPEAT
        previous_level2 = row["level2"]
        records.append(",".join([
            row["code"], str(level1_names.index(row["level1"])), level2, row["level3"],
            row["nx"], row["ny"], row["lat"], row["lon"],
        ]))

    names = ", ".join(f'"{n}"' for n in level1_names)
    # swift-format would re-indent every line of the literal, adding bytes for nothing.
    swift = f"""// GENERATED by Fixtures/Grid/embed-place-table.py from Fixtures/Grid/kma-grid-points.csv. Do not edit.
// swift-format-ignore-file
// {len(rows)} rows: change the CSV and run `make generate`.

/// KMA's official place table, embedded so an installed binary needs no resource files.
enum PlaceTableData {{
    /// The level-1 names (시·도) the rows refer to by index.
    static let level1Names: [String] = [{names}]

    /// How many records `rows` holds.
    static let rowCount = {len(rows)}

    /// Records `code,level1Index,level2,level3,nx,ny,lat,lon`, separated by `{SEPARATOR}` or a line break; a level2
    /// of `{REPEAT}` repeats the previous record's.
{swift_literal("rows", pack(records))}}}
"""
    TARGET.write_text(swift, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}: {len(rows)} rows, {len(level1_names)} level-1 names")
    return rows


def embed_aliases(table):
    rows = read(ALIASES, ALIAS_COLUMNS)
    by_code = {row["code"]: row for row in table}
    level1_names = {row["level1"] for row in table}

    def table_name(code):
        row = by_code[code]
        return " ".join(n for n in (row["level1"], row["level2"], row["level3"]) if n)

    seen = set()
    for number, row in enumerate(rows, start=2):
        where = f"{ALIASES.name} line {number}"
        check_text(where, "alias", row["alias"], spaces=True)
        if row["alias"] != " ".join(row["alias"].split()):
            fail(f"{where}: alias {row['alias']!r} has stray spaces")
        key = row["alias"].replace(" ", "")
        if key in seen:
            fail(f"{where}: alias {row['alias']!r} is listed twice")
        seen.add(key)
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", row["effective"]):
            fail(f"{where}: effective {row['effective']!r} is not YYYY-MM-DD")
        targets = row["targets"].split(";")
        missing = [t for t in targets if t not in by_code]
        if missing:
            fail(f"{where}: {row['alias']}: targets {missing} are not rows of {SOURCE.name}")
        if len(set(targets)) != len(targets):
            fail(f"{where}: {row['alias']}: a target is listed twice")
        if row["representative"] not in targets:
            fail(f"{where}: {row['alias']}: representative {row['representative']} is not among the targets")
        if row["areaNo"] and not re.fullmatch(r"\d{10}", row["areaNo"]):
            fail(f"{where}: {row['alias']}: areaNo {row['areaNo']!r} is not 10 digits")
        row["targets"] = targets

    # The 시·도 names an alias may start with: the table's, and those of the aliases that stand for 시·도 rows.
    provinces = set(level1_names)
    for row in rows:
        if " " not in row["alias"] and all(by_code[t]["level2"] == "" for t in row["targets"]):
            provinces.add(row["alias"])

    for row in rows:
        first = row["alias"].split(" ")[0]
        row["display"] = ""
        if row["note"].startswith("old-name row"):
            if len(row["targets"]) != 1 or table_name(row["targets"][0]) != row["alias"]:
                fail(f"{row['alias']}: an old-name row must name its one target as the table does")
            row["kind"] = "o"
        elif first not in provinces:
            row["kind"] = "s"
        else:
            row["kind"] = "n"
            for earlier in rows:
                if earlier is row:
                    break
                if (earlier["kind"] == "n" and earlier["targets"] == row["targets"]
                        and earlier["areaNo"] and earlier["areaNo"] == row["areaNo"]
                        and earlier["effective"] == row["effective"]
                        and len(earlier["alias"].split()) == len(row["alias"].split())):
                    row["kind"] = "v"
                    break
    for row in rows:
        if row["kind"] != "s":
            continue
        fulls = [f for f in rows if f["kind"] == "n" and f["targets"] == row["targets"]
                 and f["areaNo"] == row["areaNo"] and f["alias"].endswith(" " + row["alias"])]
        if not fulls:
            fail(f"{row['alias']}: a short form needs a full alias with the same targets and areaNo")
        full = max(fulls, key=lambda f: (f["effective"], len(f["alias"].split())))
        row["display"] = full["alias"]

    records = [",".join([
        r["alias"], r["effective"], ";".join(r["targets"]), r["representative"], r["areaNo"], r["kind"], r["display"],
    ]) for r in rows]
    counts = {k: sum(1 for r in rows if r["kind"] == k) for k in "nvso"}
    swift = f"""// GENERATED by Fixtures/Grid/embed-place-table.py from Fixtures/Grid/kma-place-aliases.csv. Do not edit.
// swift-format-ignore-file
// {len(rows)} aliases ({counts['n']} new names, {counts['v']} variants, {counts['s']} short forms, {counts['o']} old names): change the CSV and run `make generate`.

/// The names Korea uses today for places of KMA's 2023 table, and the area codes the services answer for them
/// (docs/PLACES.md), embedded beside the table.
enum PlaceAliasData {{
    /// How many records `rows` holds.
    static let rowCount = {len(rows)}

    /// Records `alias,effective,targets,representative,areaNo,kind,display`, separated by `{SEPARATOR}` or a line
    /// break: targets are table codes joined by `;`; kind `n` a new name, `v` a variant of the one before, `s` a
    /// short form of `display`, `o` an old name of the table (areaNo its successor's code).
{swift_literal("rows", pack(records))}}}
"""
    ALIAS_TARGET.write_text(swift, encoding="utf-8")
    print(f"wrote {ALIAS_TARGET.relative_to(ROOT)}: {len(rows)} aliases {counts}")


def main():
    embed_aliases(embed_table())


if __name__ == "__main__":
    main()
