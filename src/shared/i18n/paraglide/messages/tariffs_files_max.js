/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Files_MaxInputs */

const en_tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} files in one upload`)
};

const es_tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} archivos por subida`)
};

const en_xa2_tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} ƒíļéš íñ óñé úþļóáð ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "At most {max} files in one upload" |
*
* @param {Tariffs_Files_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_max = /** @type {((inputs: Tariffs_Files_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Files_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_files_max(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_files_max(inputs)
	return en_tariffs_files_max(inputs)
});