# Paddock. `make sim` plays in a window; `make test` runs every check.
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup sim test mem bench flash pull-saves clean

setup: $(STAMP)

$(STAMP): requirements.txt
	test -x $(VPY) || $(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

sim: $(STAMP)
	$(VPY) -m sim

test: $(STAMP)
	$(VPY) -m pytest

mem: $(STAMP)
	$(VPY) -m sim.memcheck --table

bench: $(STAMP)
	$(VPY) -m sim.bench --all
	$(VPY) -m sim.bench --ui --all

flash: $(STAMP)
	$(VPY) -m host_tools flash $(ARGS)

pull-saves: $(STAMP)
	$(VPY) -m host_tools pull-saves $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache build
