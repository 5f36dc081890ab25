/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Upload_ButtonInputs */

const en_tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload tariff`)
};

const es_tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir tarifa`)
};

const en_xa2_tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ţáŕíƒƒ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Upload tariff" |
*
* @param {Tariffs_Upload_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_button = /** @type {((inputs?: Tariffs_Upload_ButtonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Upload_ButtonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_upload_button(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_upload_button(inputs)
	return en_tariffs_upload_button(inputs)
});