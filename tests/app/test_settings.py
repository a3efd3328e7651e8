"""Settings: defaults, round trip through the data folder, validation of every field,
fields declared by the features that bring them."""

import json

import pytest

# the features whose settings these tests read declare them at import
import calculation_qt.app.features.advisor_actions
import calculation_qt.app.features.winnable_deals  # noqa: F401
from calculation_qt.app.storage import files
from calculation_qt.app.storage.paths import data_file
from calculation_qt.app.storage.settings import Field, Settings, declare, declared, is_bool
from calculation_qt.engine import Variant


def test_defaults_without_a_file():
    s = Settings.load()
    assert s == Settings()
    assert s.variant == Variant("calculation", 4, False)
    assert s.autoplay and not s.winnable_deals and s.animation_ms == 200 and s.click_strength == "rating"


def test_round_trip():
    s = Settings(game="strategy", waste_piles=3, autoplay=False, animation_ms=0,
                 click_strength="advisor", window_geometry=[10, 20, 900, 700])
    s.save()
    loaded = Settings.load()
    assert loaded == s
    assert loaded.variant == Variant("strategy", 3, False)


def test_unknown_keys_are_ignored_and_missing_take_defaults():
    data_file("settings.json").write_text(json.dumps({"game": "sir-tommy", "future_option": [1, 2]}))
    s = Settings.load()
    assert s.game == "sir-tommy" and s.waste_piles == 4 and s.autoplay is True
    assert not files.problems or "settings" not in files.problems[-1]


@pytest.mark.parametrize("key,value", [
    ("game", "klondike"), ("game", 3), ("waste_piles", 5), ("waste_piles", "4"), ("waste_piles", True),
    ("no_bases", 1), ("classic", "no"), ("autoplay", "yes"), ("winnable_deals", None), ("animation_ms", -1),
    ("animation_ms", 10**6), ("animation_ms", 1.5), ("click_strength", "genius"),
    ("window_geometry", [1, 2, 3]), ("window_geometry", "big"), ("window_geometry", [1, 2, 3, True]),
    ("language", 7),
])
def test_a_bad_field_is_set_aside_alone_and_named(key, value):
    """The bad setting goes back to its default; every other setting is kept (and
    written anew); the file as it was is kept aside and the message names the key."""
    path = data_file("settings.json")
    path.write_text(json.dumps({"autoplay": key == "autoplay", "animation_ms": 0 if key != "animation_ms" else value,
                                "game": "strategy" if key != "game" else value, "future_option": [1], key: value}))
    before = len(files.problems)
    s = Settings.load()
    assert getattr(s, key) == getattr(Settings(), key)  # that one: its default
    assert key == "autoplay" or s.autoplay is False
    assert (s.game, s.animation_ms) == ("strategy" if key != "game" else "calculation",
                                        0 if key != "animation_ms" else 200)
    assert len(files.problems) == before + 1
    message = files.problems[-1]
    assert message.startswith(f"Your settings file holds a value this program cannot use for the setting {key}, "
                              "so that setting is back to its default and the others are kept."), message
    [aside] = path.parent.glob("settings.json.corrupt-*")
    assert json.loads(aside.read_text())[key] == value  # kept as it was
    written = json.loads(path.read_text())
    assert written["future_option"] == [1] and written.get(key, getattr(Settings(), key)) == getattr(Settings(), key)
    assert Settings.load() == s and len(files.problems) == before + 1  # the next start: nothing to say


def test_several_bad_fields_are_named_in_one_message():
    path = data_file("settings.json")
    path.write_text(json.dumps({"game": "klondike", "animation_ms": "fast", "autoplay": False}))
    before = len(files.problems)
    s = Settings.load()
    assert (s.game, s.animation_ms, s.autoplay) == ("calculation", 200, False)
    assert len(files.problems) == before + 1
    assert files.problems[-1].startswith("Your settings file holds values this program cannot use for the "
                                         "settings game, animation_ms, so those settings are back to their "
                                         "defaults and the others are kept.")


@pytest.mark.parametrize("text", ["not json", "[1, 2]", "null", "\xff\xfe"])
def test_damaged_file_gives_defaults(text):
    data_file("settings.json").write_bytes(text.encode("utf-8", "surrogateescape") if text != "\xff\xfe" else b"\xff\xfe")
    assert Settings.load() == Settings()


def test_save_refuses_invalid_values():
    with pytest.raises(ValueError, match="waste_piles"):
        Settings(waste_piles=7).save()
    assert not data_file("settings.json").exists()


def test_no_bases_only_for_calculation():
    assert Settings(game="calculation", no_bases=True).variant.no_bases
    assert Settings(game="strategy", no_bases=True).variant == Variant("strategy", 4, False)
    s = Settings()
    s.set_variant(Variant("calculation", 3, True))
    assert (s.game, s.waste_piles, s.no_bases) == ("calculation", 3, True)


def test_a_feature_declares_its_setting_with_its_group():
    fields = {f.name: f for f in declared()}
    assert fields["click_strength"].group == "behaviour" and fields["winnable_deals"].group == "rules"
    assert calculation_qt.app.features.advisor_actions.CLICK_STRENGTH is fields["click_strength"]
    with pytest.raises(AttributeError, match="no setting"):
        Settings().not_a_setting = 1


def test_a_key_declared_after_the_file_was_read_is_kept_and_checked_late():
    data_file("settings.json").write_text(json.dumps({"autoplay": False, "late_option_x": 7,
                                                      "late_option_y": "bad"}))
    s = Settings.load()
    assert not s.autoplay
    declare(Field("late_option_x", 1, lambda v: isinstance(v, int), "behaviour"),
            Field("late_option_y", False, is_bool, "looks"))
    assert s.late_option_x == 7          # the file's value, now declared
    assert s.late_option_y is False      # unusable: the default
    s.save()
    again = json.loads(data_file("settings.json").read_text())
    assert again["late_option_x"] == 7 and again["late_option_y"] is False and again["autoplay"] is False


def test_an_undeclared_key_survives_a_save():
    data_file("settings.json").write_text(json.dumps({"option_of_a_newer_program": [1, 2]}))
    Settings.load().save()
    assert json.loads(data_file("settings.json").read_text())["option_of_a_newer_program"] == [1, 2]


def test_declaring_a_field_twice_differently_is_refused():
    declare(Field("twice_option", 1, lambda v: True, "looks"))
    with pytest.raises(ValueError, match="twice"):
        declare(Field("twice_option", 2, lambda v: True, "looks"))
    with pytest.raises(ValueError, match="group"):
        declare(Field("grouped_option", 1, lambda v: True, "nowhere"))
