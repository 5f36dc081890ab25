/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_UploadedInputs */

const en_tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff uploaded`)
};

const es_tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa subida`)
};

const en_xa2_tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ úþļóáðéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tariff uploaded" |
*
* @param {Tariffs_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_uploaded = /** @type {((inputs?: Tariffs_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_uploaded(inputs)
	return en_tariffs_uploaded(inputs)
});