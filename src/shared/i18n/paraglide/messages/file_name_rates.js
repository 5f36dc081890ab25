/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown>, day: NonNullable<unknown> }} File_Name_RatesInputs */

const en_file_name_rates = /** @type {(inputs: File_Name_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rates ${i?.mode} ${i?.day}`)
};

const es_file_name_rates = /** @type {(inputs: File_Name_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarifas ${i?.mode} ${i?.day}`)
};

const en_xa2_file_name_rates = /** @type {(inputs: File_Name_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŕáţéš ${i?.mode} ${i?.day} ·~]`)
};

/**
* | output |
* | --- |
* | "rates {mode} {day}" |
*
* @param {File_Name_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_rates = /** @type {((inputs: File_Name_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_rates(inputs)
	if (locale === "en-XA") return en_xa2_file_name_rates(inputs)
	return en_file_name_rates(inputs)
});