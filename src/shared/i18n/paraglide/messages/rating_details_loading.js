/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Details_LoadingInputs */

const en_rating_details_loading = /** @type {(inputs: Rating_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the rate’s surcharges, conditions and schedule…`)
};

const es_rating_details_loading = /** @type {(inputs: Rating_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los recargos, las condiciones y el itinerario de la tarifa…`)
};

const en_xa2_rating_details_loading = /** @type {(inputs: Rating_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ŕáţé’š šúŕçĥáŕĝéš, çóñðíţíóñš áñð šçĥéðúļé… ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Loading the rate’s surcharges, conditions and schedule…" |
*
* @param {Rating_Details_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_loading = /** @type {((inputs?: Rating_Details_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Details_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_details_loading(inputs)
	if (locale === "en-XA") return en_xa2_rating_details_loading(inputs)
	return en_rating_details_loading(inputs)
});