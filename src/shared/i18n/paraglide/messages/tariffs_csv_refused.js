/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, line: NonNullable<unknown>, problem: NonNullable<unknown> }} Tariffs_Csv_RefusedInputs */

const en_tariffs_csv_refused = /** @type {(inputs: Tariffs_Csv_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}, line ${i?.line}: ${i?.problem}`)
};

const es_tariffs_csv_refused = /** @type {(inputs: Tariffs_Csv_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}, línea ${i?.line}: ${i?.problem}`)
};

const en_xa2_tariffs_csv_refused = /** @type {(inputs: Tariffs_Csv_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file}, ļíñé ${i?.line}: ${i?.problem} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{file}, line {line}: {problem}" |
*
* @param {Tariffs_Csv_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_refused = /** @type {((inputs: Tariffs_Csv_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_refused(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_refused(inputs)
	return en_tariffs_csv_refused(inputs)
});