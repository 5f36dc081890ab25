/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Not_UploadedInputs */

const en_tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tariff was not uploaded`)
};

const es_tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarifa no se subió`)
};

const en_xa2_tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţáŕíƒƒ ŵáš ñóţ úþļóáðéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The tariff was not uploaded" |
*
* @param {Tariffs_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_uploaded = /** @type {((inputs?: Tariffs_Not_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Not_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_not_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_not_uploaded(inputs)
	return en_tariffs_not_uploaded(inputs)
});