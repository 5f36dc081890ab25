/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copy_FailedInputs */

const en_copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: select the text instead`)
};

const es_copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar: seleccione el texto`)
};

const en_xa2_copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóþý: šéļéçţ ţĥé ţéẋţ íñšţéáð ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not copy: select the text instead" |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_failed = /** @type {((inputs?: Copy_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_copy_failed(inputs)
	if (locale === "en-XA") return en_xa2_copy_failed(inputs)
	return en_copy_failed(inputs)
});