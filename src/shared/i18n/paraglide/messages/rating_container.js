/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_ContainerInputs */

const en_rating_container = /** @type {(inputs: Rating_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

const es_rating_container = /** @type {(inputs: Rating_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor`)
};

const en_xa2_rating_container = /** @type {(inputs: Rating_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Container" |
*
* @param {Rating_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_container = /** @type {((inputs?: Rating_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_container(inputs)
	if (locale === "en-XA") return en_xa2_rating_container(inputs)
	return en_rating_container(inputs)
});