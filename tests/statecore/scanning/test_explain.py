"""A finding explained in a reviewer's words, from its category, rule, score and threshold."""

from __future__ import annotations

import pytest

from statecore.scanning.authority import ACTION_NAMES, CATEGORY_NAMES
from statecore.scanning.explain import explain_finding


@pytest.mark.parametrize("action", ["grant", "past_grant", "change", "bypass"])
@pytest.mark.parametrize("subject", sorted(CATEGORY_NAMES))
def test_an_authority_widening_names_its_action_and_object(action: str, subject: str) -> None:
    rule = f"authority.{action}.{subject}"
    text = explain_finding({"category": f"authority.widening.{subject}", "rule": rule})
    assert ACTION_NAMES[action] in text
    assert CATEGORY_NAMES[subject] in text
    assert f"(rule {rule})" in text


def test_a_mention_says_it_goes_to_a_person() -> None:
    rule = "authority.mention.destination"
    text = explain_finding({"category": rule, "rule": rule})
    assert "names an outbound destination" in text
    assert "without granting or changing it" in text


def test_a_model_finding_gives_the_score_and_the_threshold_it_met() -> None:
    text = explain_finding(
        {"category": "injection.classifier", "rule": "head-1", "score": 0.8123, "threshold": 0.6479}
    )
    assert "(rule head-1)" in text
    assert "score 0.812, at or above its threshold 0.648" in text
    # an older finding without its own score: the proposal's score
    assert "(score 0.700)" in explain_finding({"category": "injection.classifier"}, classifier_score=0.7)


def test_a_family_or_an_unknown_category_still_explains() -> None:
    assert explain_finding({"category": "secret.aws_access_key"}).startswith("A credential (aws access key)")
    assert explain_finding({"category": "injection.something_new"}).startswith("Text that tries to widen")
    assert explain_finding({"category": "other.thing"}) == "A scanner finding of this category."
    assert explain_finding("pii.email").startswith("Personal data (email)")  # a category alone
