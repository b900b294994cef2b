"""Checks code blocks with Python's standard library, for scripts/examples/checkers/python.mjs.

Reads [{"id", "language", "code"}] as JSON on standard input; writes the findings as JSON:
python is compiled (syntax errors and warnings), sql is prepared by SQLite (its parser: a table
or column the block does not create is not an error), toml is read by tomllib, ini by
configparser (keys before the first section are allowed, as in .editorconfig and git's config).
"""
import configparser
import json
import re
import sqlite3
import sys
import tomllib
import warnings


def check_python(code):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            compile(code, "block", "exec", dont_inherit=True)
        except SyntaxError as error:
            return [(error.lineno, error.offset, type(error).__name__, error.msg)]
    return [(w.lineno, None, w.category.__name__, str(w.message)) for w in caught]


SCHEMA_ERRORS = re.compile(r"^no such (table|column|function|collation|module)")


def check_sql(code):
    connection = sqlite3.connect(":memory:")
    findings, statement, start = [], "", 1
    for number, line in enumerate(code.split("\n"), 1):
        if not statement.strip():
            start = number
        statement += line + "\n"
        if sqlite3.complete_statement(statement):
            try:
                connection.execute("EXPLAIN " + statement)
            except sqlite3.Error as error:
                if not SCHEMA_ERRORS.match(str(error)):
                    findings.append((start, None, type(error).__name__, str(error)))
            statement = ""
    if statement.strip():
        findings.append((start, None, "incomplete", "the statement does not end with ;"))
    return findings


def check_toml(code):
    try:
        tomllib.loads(code + "\n")
    except tomllib.TOMLDecodeError as error:
        where = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
        line, column = (int(where[1]), int(where[2])) if where else (code.count("\n") + 1, None)
        return [(line, column, "TOMLDecodeError", re.sub(r" \(at .*\)$", "", str(error)))]
    return []


def check_ini(code):
    headed = not re.match(r"\s*(?:[#;].*\n\s*)*\[", code)
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    try:
        parser.read_string(("[top]\n" if headed else "") + code)
    except configparser.Error as error:
        line = getattr(error, "lineno", None)
        return [(line - headed if line else None, None, type(error).__name__, error.message)]
    return []


CHECKS = {"python": check_python, "sql": check_sql, "toml": check_toml, "ini": check_ini}
results = []
for block in json.load(sys.stdin):
    for line, column, rule, message in CHECKS[block["language"]](block["code"]):
        results.append(
            {"id": block["id"], "line": line, "column": column, "rule": rule, "message": message}
        )
json.dump(results, sys.stdout)
