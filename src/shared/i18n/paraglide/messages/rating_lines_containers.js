/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_ContainersInputs */

const en_rating_lines_containers = /** @type {(inputs: Rating_Lines_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers`)
};

const es_rating_lines_containers = /** @type {(inputs: Rating_Lines_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedores`)
};

const en_xa2_rating_lines_containers = /** @type {(inputs: Rating_Lines_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Containers" |
*
* @param {Rating_Lines_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_containers = /** @type {((inputs?: Rating_Lines_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_containers(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_containers(inputs)
	return en_rating_lines_containers(inputs)
});