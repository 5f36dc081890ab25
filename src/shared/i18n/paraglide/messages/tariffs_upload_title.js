/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Upload_TitleInputs */

const en_tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a tariff`)
};

const es_tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir una tarifa`)
};

const en_xa2_tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð á ţáŕíƒƒ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Upload a tariff" |
*
* @param {Tariffs_Upload_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_title = /** @type {((inputs?: Tariffs_Upload_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Upload_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_upload_title(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_upload_title(inputs)
	return en_tariffs_upload_title(inputs)
});