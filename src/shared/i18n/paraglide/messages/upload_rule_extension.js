/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Rule_ExtensionInputs */

const en_upload_rule_extension = /** @type {(inputs: Upload_Rule_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file’s name needs an extension such as .pdf`)
};

const es_upload_rule_extension = /** @type {(inputs: Upload_Rule_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del archivo necesita una extensión como .pdf`)
};

const en_xa2_upload_rule_extension = /** @type {(inputs: Upload_Rule_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé’š ñáɱé ñééðš áñ éẋţéñšíóñ šúçĥ áš .þðƒ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The file’s name needs an extension such as .pdf" |
*
* @param {Upload_Rule_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_extension = /** @type {((inputs?: Upload_Rule_ExtensionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Rule_ExtensionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_upload_rule_extension(inputs)
	if (locale === "en-XA") return en_xa2_upload_rule_extension(inputs)
	return en_upload_rule_extension(inputs)
});