"""statecore.scanning.normalize: the escaped view decodes the escapes of string literals and
URLs, token by token, and maps what it finds back to the whole escaped run."""

from __future__ import annotations

import pytest

from statecore.scanning.normalize import normalise, views


def _escaped(text: str) -> list[str]:
    return [v.text for v in views(text) if v.label == "escaped"]


@pytest.mark.parametrize(
    ("text", "decoded"),
    [
        ("run\\x20the\\x20job", "run the job"),  # \xNN, as in C and Python literals
        # views are normalised (accents dropped): UTF-8 bytes read as one character, not two
        ("caf\\xc3\\xa9\\x20au\\x20lait", "cafe au lait"),
        ("na\\xefve", "naive"),  # a byte that is not UTF-8 on its own: Latin-1
        ("tea\\u0020please", "tea please"),
        ("two%20sugars", "two sugars"),
        ("milk&#32;first", "milk first"),
    ],
)
def test_string_escapes_are_decoded(text: str, decoded: str) -> None:
    assert _escaped(text) == [decoded]


def test_a_decoded_run_maps_to_the_whole_token() -> None:
    text = "Notes: prefers tea. run\\x20the\\x20job"
    (view,) = (v for v in views(text) if v.label == "escaped")
    start, end = view.source_span(0, 3)
    assert text[start:end] == "run\\x20the\\x20job"


@pytest.mark.parametrize("text", ["C:\\xampp\\htdocs", "a \\x literal", "plain words only", "50% off"])
def test_text_without_a_complete_escape_has_no_escaped_view(text: str) -> None:
    assert _escaped(text) == []


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Don\u2019t share it", "don't share it"),
        ("\u2018quoted\u2019 and \u201cquoted\u201d", "'quoted' and \"quoted\""),
        ("it\u02bcs", "it's"),
        # dashes: a flag typed with them is the flag ("--" becomes an en or em dash in editors)
        ("git push \u2014force", "git push --force"),
        ("\u2010\u2010no\u2011verify", "--no-verify"),
        ("rm \u2212rf", "rm -rf"),
    ],
)
def test_typographic_apostrophes_quotes_and_dashes_fold_to_ascii(text: str, folded: str) -> None:
    view = normalise(text)
    assert view.text == folded
    assert len(view.origin or ()) == len(view.text)  # each character knows its source: spans stay exact
