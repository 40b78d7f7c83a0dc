"""Engram's reproducible benchmarks: ``python -m bench <command>``."""

__all__: list[str] = []
