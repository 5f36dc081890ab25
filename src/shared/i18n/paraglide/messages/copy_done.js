/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copy_DoneInputs */

const en_copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

const es_copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado`)
};

const en_xa2_copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ·~]`)
};

/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Copy_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_done = /** @type {((inputs?: Copy_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_copy_done(inputs)
	if (locale === "en-XA") return en_xa2_copy_done(inputs)
	return en_copy_done(inputs)
});