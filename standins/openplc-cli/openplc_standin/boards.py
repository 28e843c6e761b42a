"""The boards `openplc-cli compile --target` accepts, as the real editor ships them.

Facts taken from the OpenPLC editor's board table (Autonomy-Logic/openplc-editor,
resources/sources/boards/hals.json, as of commit e4143156, 2026-02-28): each board's exact name, which toolchain
builds it (the runtime's own compiler, the simulator, or arduino-cli) and, for arduino-cli boards, the Arduino core
it needs. Boards from installed .vpp packages come on top of these in the real program; the stand-in has none."""

OPENPLC_COMPILER = "openplc-compiler"
SIMULATOR = "simulator"
ARDUINO_CLI = "arduino-cli"

# name: (toolchain, Arduino core or None)
BOARDS = {
    "OpenPLC Simulator": (SIMULATOR, "arduino:avr"),
    "Arduino Due (native USB port)": (ARDUINO_CLI, "arduino:sam"),
    "Arduino Due (programming port)": (ARDUINO_CLI, "arduino:sam"),
    "Arduino Edge Control": (ARDUINO_CLI, "arduino:mbed_edge"),
    "Arduino Giga": (ARDUINO_CLI, "arduino:mbed_giga"),
    "Arduino Leonardo": (ARDUINO_CLI, "arduino:avr"),
    "Arduino Mega": (ARDUINO_CLI, "arduino:avr"),
    "Arduino Micro": (ARDUINO_CLI, "arduino:avr"),
    "Arduino Nano": (ARDUINO_CLI, "arduino:avr"),
    "Arduino Nano ESP32": (ARDUINO_CLI, "arduino:esp32"),
    "Arduino Opta": (ARDUINO_CLI, "arduino:mbed_opta"),
    "Arduino Uno": (ARDUINO_CLI, "arduino:avr"),
    "Arduino Uno R4": (ARDUINO_CLI, "arduino:renesas_uno"),
    "Arduino Uno R4 WiFi": (ARDUINO_CLI, "arduino:renesas_uno"),
    "Arduino Uno Q": (ARDUINO_CLI, "arduino:zephyr"),
    "Arduino Zero (native USB port)": (ARDUINO_CLI, "arduino:samd"),
    "Arduino Zero (programming port)": (ARDUINO_CLI, "arduino:samd"),
    "Blackpill STM32-F411CE (DFU STM32 Bootloader)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Blackpill STM32-F411CE (HID Bootloader 2.2)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Blackpill STM32-F411CE (SWD Programmer)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Blackpill STM32-F411CE (Serial Programmer)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Bluepill STM32-F103CB (DFU STM32 Bootloader)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Bluepill STM32-F103CB (HID Bootloader 2.2)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Bluepill STM32-F103CB (SWD Programmer)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Bluepill STM32-F103CB (Serial Programmer)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "CONTROLLINO MAXI": (ARDUINO_CLI, "CONTROLLINO_Boards:avr"),
    "CONTROLLINO MAXI Automation": (ARDUINO_CLI, "CONTROLLINO_Boards:avr"),
    "CONTROLLINO MEGA": (ARDUINO_CLI, "CONTROLLINO_Boards:avr"),
    "CONTROLLINO MICRO": (ARDUINO_CLI, "controllino_rp2:rp2040"),
    "CONTROLLINO MINI": (ARDUINO_CLI, "CONTROLLINO_Boards:avr"),
    "ESP32 Generic": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32 WROOM": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32 WROVER": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32-C3": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32-C6-DevKitC-1 V1.2": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32-DOIT DEVKIT V1": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32-S2": (ARDUINO_CLI, "esp32:esp32"),
    "ESP32-S3": (ARDUINO_CLI, "esp32:esp32"),
    "ESP8266 D1-mini": (ARDUINO_CLI, "esp8266:esp8266"),
    "ESP8266 NodeMCU": (ARDUINO_CLI, "esp8266:esp8266"),
    "FX3U-14M / LE3U-14M": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "WS3U-14Mx": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "FX3U-24MR / DollaTek": (ARDUINO_CLI, "STMicroelectronics:stm32"),
    "Iruino VEA": (ARDUINO_CLI, "iruino:esp32"),
    "Mkr WiFi": (ARDUINO_CLI, "arduino:samd"),
    "Mkr Zero": (ARDUINO_CLI, "arduino:samd"),
    "Nano 33 BLE": (ARDUINO_CLI, "arduino:mbed_nano"),
    "Nano 33 IoT": (ARDUINO_CLI, "arduino:samd"),
    "Nano Every": (ARDUINO_CLI, "arduino:megaavr"),
    "Nano RP2040 Connect": (ARDUINO_CLI, "arduino:mbed_nano"),
    "OpenPLC Runtime v4": (OPENPLC_COMPILER, None),
    "OpenPLC Runtime v3": (OPENPLC_COMPILER, None),
    "P1AM-100": (ARDUINO_CLI, "arduino:samd"),
    "P1AM-200": (ARDUINO_CLI, "FACTS:samd"),
    "Portenta Machine Control H7": (ARDUINO_CLI, "arduino:mbed_portenta"),
    "Raspberry Pi": (OPENPLC_COMPILER, None),
    "Raspberry Pico": (ARDUINO_CLI, "rp2040:rp2040"),
    "Raspberry Pico 2": (ARDUINO_CLI, "rp2040:rp2040"),
    "Raspberry Pico 2 (RISCV)": (ARDUINO_CLI, "rp2040:rp2040"),
    "Raspberry Pico W": (ARDUINO_CLI, "rp2040:rp2040"),
    "SEQUENT-ESP32-PI": (ARDUINO_CLI, "esp32:esp32"),
    "STM32-F446ZET (NUCLEO)": (ARDUINO_CLI, "STMicroelectronics:stm32"),
}


def arduino_core(board):
    """The Arduino core a board's sketch is compiled with, or None for a board the runtime's compiler builds."""
    toolchain, core = BOARDS[board]
    return core if toolchain != OPENPLC_COMPILER else None
