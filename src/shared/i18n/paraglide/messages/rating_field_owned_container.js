/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Owned_ContainerInputs */

const en_rating_field_owned_container = /** @type {(inputs: Rating_Field_Owned_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`owned-container flag`)
};

const es_rating_field_owned_container = /** @type {(inputs: Rating_Field_Owned_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la marca de contenedor propio`)
};

const en_xa2_rating_field_owned_container = /** @type {(inputs: Rating_Field_Owned_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŵñéð-çóñţáíñéŕ ƒļáĝ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "owned-container flag" |
*
* @param {Rating_Field_Owned_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_owned_container = /** @type {((inputs?: Rating_Field_Owned_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Owned_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_owned_container(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_owned_container(inputs)
	return en_rating_field_owned_container(inputs)
});