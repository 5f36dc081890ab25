/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_ClearInputs */

const en_rating_form_clear = /** @type {(inputs: Rating_Form_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear form`)
};

const es_rating_form_clear = /** @type {(inputs: Rating_Form_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar el formulario`)
};

const en_xa2_rating_form_clear = /** @type {(inputs: Rating_Form_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒóŕɱ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Clear form" |
*
* @param {Rating_Form_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_clear = /** @type {((inputs?: Rating_Form_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_clear(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_clear(inputs)
	return en_rating_form_clear(inputs)
});