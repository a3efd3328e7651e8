"""qtcompat.skip_feature_scan: once the start has called it, PySide6's import hook
reads no module's source (it looks for "PySide6" in each new module's text, about 4 ms
of the first frame in all), and Qt classes still work from such a module.  Run in a
fresh interpreter: the finder it installs stays for the life of the process."""

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(r"""
    import sys
    sys.path.insert(0, sys.argv[1])
    import PySide6.QtCore
    from PySide6.support import feature
    read = []
    scan = feature._mod_uses_pyside
    feature._mod_uses_pyside = lambda module: read.append(module.__name__) or scan(module)
    import json  # loaded before, named again
    import uses_qt_before  # a new module
    if sys.argv[2] == "skip":
        from calculation_qt import qtcompat
        read.clear()
        qtcompat.skip_feature_scan()
        qtcompat.skip_feature_scan()  # (a second call adds no second finder)
        assert sum(type(f).__name__ == "_Unselected" for f in sys.meta_path) == 1
        import json  # noqa: F811
        import uses_qt_after
        assert uses_qt_after.size() == 3, uses_qt_after.size()
    print(" ".join(read) or "-")
""")


def _reads(tmp_path, mode: str) -> str:
    for name in ("uses_qt_before", "uses_qt_after"):
        (tmp_path / f"{name}.py").write_text(
            "from PySide6.QtCore import QByteArray\n\ndef size():\n    return QByteArray(b'abc').size()\n")
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path), mode],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_hook_reads_sources_without_it(tmp_path):
    """The check below can fail: PySide6 does read a new module's source."""
    assert "uses_qt_before" in _reads(tmp_path, "plain")


def test_no_source_is_read_after_it(tmp_path):
    assert _reads(tmp_path, "skip") == ["-"]
