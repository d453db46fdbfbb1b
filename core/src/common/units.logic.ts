export type TemperatureUnit = 'F' | 'C';

export const fahrenheitToCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

export const toCelsius = (value: number, unit: TemperatureUnit) => (unit === 'F' ? fahrenheitToCelsius(value) : value);
export const fromCelsius = (celsius: number, unit: TemperatureUnit) => (unit === 'F' ? celsiusToFahrenheit(celsius) : celsius);

const KG_PER_LB = 0.45359237;
export const poundsToKilograms = (pounds: number) => pounds * KG_PER_LB;
export const kilogramsToPounds = (kilograms: number) => kilograms / KG_PER_LB;

/** Rounds away the float noise a round trip through SI units leaves (58 °F → °C → 58.000000001 °F). */
export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** °C shown beside °F to one decimal (docs/product.md §9: (F-32)*5/9). */
export const formatCelsiusFromFahrenheit = (fahrenheit: number) => fahrenheitToCelsius(fahrenheit).toFixed(1);
