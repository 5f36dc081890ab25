/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Rule_Base64Inputs */

const en_upload_rule_base64 = /** @type {(inputs: Upload_Rule_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is not base64 content`)
};

const es_upload_rule_base64 = /** @type {(inputs: Upload_Rule_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo no es contenido en base64`)
};

const en_xa2_upload_rule_base64 = /** @type {(inputs: Upload_Rule_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé íš ñóţ ƀášé64 çóñţéñţ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The file is not base64 content" |
*
* @param {Upload_Rule_Base64Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_base64 = /** @type {((inputs?: Upload_Rule_Base64Inputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Rule_Base64Inputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_upload_rule_base64(inputs)
	if (locale === "en-XA") return en_xa2_upload_rule_base64(inputs)
	return en_upload_rule_base64(inputs)
});