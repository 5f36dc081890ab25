/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Container_TypeInputs */

const en_rating_line_container_type = /** @type {(inputs: Rating_Line_Container_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container type`)
};

const es_rating_line_container_type = /** @type {(inputs: Rating_Line_Container_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de contenedor`)
};

const en_xa2_rating_line_container_type = /** @type {(inputs: Rating_Line_Container_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ţýþé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Container type" |
*
* @param {Rating_Line_Container_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_container_type = /** @type {((inputs?: Rating_Line_Container_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Container_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_container_type(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_container_type(inputs)
	return en_rating_line_container_type(inputs)
});