# Splash: `make run` to open the window, `make test` to run every test headless.
SWIFT ?= swift
OUT ?= out

.PHONY: deps run build release test demo bench idle-check clean

deps:
	@./Tools/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	./.build/release/splash $(ARGS)

test: deps
	$(SWIFT) build
	SDL_VIDEODRIVER=dummy SPLASH_BINARY=$(CURDIR)/.build/debug/splash $(SWIFT) test

demo: release
	rm -rf $(OUT)/demo && mkdir -p $(OUT)/demo
	./.build/release/splash --headless --script Scripts/demo.txt --frames $(OUT)/demo \
		--state-out $(OUT)/demo/state.json --downloads $(OUT)/demo/downloads
	@echo "frames in $(OUT)/demo"

bench: release
	./.build/release/splash-bench --splash ./.build/release/splash --out $(OUT)/bench

# Opens the real window under Xvfb for 10 s of idle and prints its CPU use.
idle-check: release
	@./Tools/install-deps.sh xvfb xauth
	./Tools/idle-check.sh ./.build/release/splash

clean:
	rm -rf .build $(OUT)
