"""Each package's ``__init__`` exports exactly its public names (httpx tests/test_exported_members.py)."""

from __future__ import annotations

import types

import pytest

import engram
import engram.daemon
import engram.storage
import reader

PRIVATE_BUT_EXPORTED = {"__version__"}


@pytest.mark.parametrize(
    "package", [engram, engram.daemon, engram.storage, reader], ids=lambda m: m.__name__
)
def test_all_public_names_are_exported(package: types.ModuleType) -> None:
    for name in dir(package):  # resolve lazily loaded (PEP 562) names first
        getattr(package, name)
    public = {
        name
        for name, value in vars(package).items()
        # Submodules become package attributes when imported; they are not API names.
        if (not name.startswith("_") or name in PRIVATE_BUT_EXPORTED)
        and not isinstance(value, types.ModuleType)
        and name != "annotations"  # from __future__ import annotations
    }
    exported = list(package.__all__)
    assert len(exported) == len(set(exported)), "duplicates in __all__"
    assert set(exported) == public
    for name in exported:
        assert hasattr(package, name), f"{package.__name__}.__all__ names missing {name}"


def test_errors_all_descend_from_engram_error() -> None:
    errors = [getattr(engram, n) for n in engram.__all__ if n.endswith("Error")]
    assert errors
    for error in errors:
        assert issubclass(error, engram.EngramError), error
