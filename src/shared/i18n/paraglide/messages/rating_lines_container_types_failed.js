/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_Container_Types_FailedInputs */

const en_rating_lines_container_types_failed = /** @type {(inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the container types (the spec’s types are offered)`)
};

const es_rating_lines_container_types_failed = /** @type {(inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de contenedor (se ofrecen los de la especificación)`)
};

const en_xa2_rating_lines_container_types_failed = /** @type {(inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé çóñţáíñéŕ ţýþéš (ţĥé šþéç’š ţýþéš áŕé óƒƒéŕéð) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not load the container types (the spec’s types are offered)" |
*
* @param {Rating_Lines_Container_Types_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_container_types_failed = /** @type {((inputs?: Rating_Lines_Container_Types_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Container_Types_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_container_types_failed(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_container_types_failed(inputs)
	return en_rating_lines_container_types_failed(inputs)
});