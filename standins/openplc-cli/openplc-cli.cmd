@echo off
rem Windows launcher of the openplc-cli stand-in, shaped like the one "openplc-cli install-cli" writes.
python "%~dp0openplc-cli" %*
exit /b %ERRORLEVEL%
