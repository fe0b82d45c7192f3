// Entry point of `splash-bench`; see BenchCommand.
BenchCommand.main()
