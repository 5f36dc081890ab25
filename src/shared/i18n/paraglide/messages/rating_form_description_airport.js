/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Description_AirportInputs */

const en_rating_form_description_airport = /** @type {(inputs: Rating_Form_Description_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the two airports, where the goods are collected and delivered, and the pieces.`)
};

const es_rating_form_description_airport = /** @type {(inputs: Rating_Form_Description_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los dos aeropuertos, dónde se recoge y se entrega la mercancía, y los bultos.`)
};

const en_xa2_rating_form_description_airport = /** @type {(inputs: Rating_Form_Description_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ ţĥé ţŵó áíŕþóŕţš, ŵĥéŕé ţĥé ĝóóðš áŕé çóļļéçţéð áñð ðéļíṽéŕéð, áñð ţĥé þíéçéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pick the two airports, where the goods are collected and delivered, and the pieces." |
*
* @param {Rating_Form_Description_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_airport = /** @type {((inputs?: Rating_Form_Description_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Description_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_description_airport(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_description_airport(inputs)
	return en_rating_form_description_airport(inputs)
});