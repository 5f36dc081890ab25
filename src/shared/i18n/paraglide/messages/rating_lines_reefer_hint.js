/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_Reefer_HintInputs */

const en_rating_lines_reefer_hint = /** @type {(inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reefer flag follows the container type (RF and HRF types are reefers). Weights in kg per container.`)
};

const es_rating_lines_reefer_hint = /** @type {(inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La marca de reefer sigue al tipo de contenedor (los tipos RF y HRF son reefers). Pesos en kg por contenedor.`)
};

const en_xa2_rating_lines_reefer_hint = /** @type {(inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕééƒéŕ ƒļáĝ ƒóļļóŵš ţĥé çóñţáíñéŕ ţýþé (ŔƑ áñð ĤŔƑ ţýþéš áŕé ŕééƒéŕš). Ŵéíĝĥţš íñ ķĝ þéŕ çóñţáíñéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The reefer flag follows the container type (RF and HRF types are reefers). Weights in kg per container." |
*
* @param {Rating_Lines_Reefer_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_reefer_hint = /** @type {((inputs?: Rating_Lines_Reefer_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Reefer_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_reefer_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_reefer_hint(inputs)
	return en_rating_lines_reefer_hint(inputs)
});