/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Top_LoadableInputs */

const en_rating_field_top_loadable = /** @type {(inputs: Rating_Field_Top_LoadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`top-loadable flag`)
};

const es_rating_field_top_loadable = /** @type {(inputs: Rating_Field_Top_LoadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la marca de carga por arriba`)
};

const en_xa2_rating_field_top_loadable = /** @type {(inputs: Rating_Field_Top_LoadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţóþ-ļóáðáƀļé ƒļáĝ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "top-loadable flag" |
*
* @param {Rating_Field_Top_LoadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_top_loadable = /** @type {((inputs?: Rating_Field_Top_LoadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Top_LoadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_top_loadable(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_top_loadable(inputs)
	return en_rating_field_top_loadable(inputs)
});