# Engram: `make demo` runs the main job offline; `make test` runs the test suite.
# Both create .venv and install what they need on first use.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# torch is pinned to the CPU build that lies on this machine kind's disk; an unpinned torch
# would pull a multi-GB CUDA build. It must be installed before sentence-transformers.
TORCH_SPEC ?= torch==2.13.0
FIND_LINKS := $(if $(wildcard /opt/wheels),--find-links /opt/wheels,)
PIP := $(PY) -m pip install --disable-pip-version-check -q $(FIND_LINKS)

export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export HF_HUB_DISABLE_TELEMETRY := 1
export LITELLM_LOCAL_MODEL_COST_MAP := True
export TOKENIZERS_PARALLELISM := false

.PHONY: install demo test test-fast lint bench bench-all clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) "$(TORCH_SPEC)"
	$(PIP) -e '.[embed,dev]'
	$(PY) -m engram.onnx_export  # the default model's ONNX file, built once into ~/.cache/engram
	@touch $@

install: $(STAMP)

demo: $(STAMP)
	$(PY) examples/demo.py

test: $(STAMP)
	$(PY) -m pytest -q

test-fast: $(STAMP)
	$(PY) -m pytest -q -m "not slow"

lint: $(STAMP)
	$(VENV)/bin/ruff check engram consolidator reader bench tests examples
	$(VENV)/bin/mypy

# The offline benchmarks at full size (about 45 minutes on 2 cores, the 10-minute soak included); results in bench/results/.
bench: $(STAMP)
	$(PY) -m bench write --n 1000
	$(PY) -m bench import --n 2000
	$(PY) -m bench consolidation
	$(PY) -m bench timeline
	$(PY) -m bench timeline --data tests/data/timeline_unseen
	$(PY) -m bench locomo
	$(PY) -m bench scale --n 100000
	$(PY) -m bench calibrate
	$(PY) -m bench sidecar
	$(PY) -m bench soak
	$(PY) -m bench readme

# Every offline benchmark into one results directory with reports and plots (timeline, LoCoMo
# retrieval, latency); add LONGMEMEVAL=path/to/longmemeval_s.json for its retrieval metrics.
bench-all: $(STAMP)
	$(PY) -m bench all $(if $(LONGMEMEVAL),--longmemeval-data $(LONGMEMEVAL),)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache bench/results
