/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Main_Rating_Rate_Gone_DetailsInputs */

const en_main_rating_rate_gone_details = /** @type {(inputs: Main_Rating_Rate_Gone_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rate ${i?.rate} is not kept on this desk any more: rate the shipment again to see its details.`)
};

const es_main_rating_rate_gone_details = /** @type {(inputs: Main_Rating_Rate_Gone_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarifa ${i?.rate} ya no se conserva en este escritorio: tarifique el envío de nuevo para ver sus detalles.`)
};

const en_xa2_main_rating_rate_gone_details = /** @type {(inputs: Main_Rating_Rate_Gone_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ${i?.rate} íš ñóţ ķéþţ óñ ţĥíš ðéšķ áñý ɱóŕé: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ ţó šéé íţš ðéţáíļš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Rate {rate} is not kept on this desk any more: rate the shipment again to see its details." |
*
* @param {Main_Rating_Rate_Gone_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_rating_rate_gone_details = /** @type {((inputs: Main_Rating_Rate_Gone_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Rating_Rate_Gone_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_rating_rate_gone_details(inputs)
	if (locale === "en-XA") return en_xa2_main_rating_rate_gone_details(inputs)
	return en_main_rating_rate_gone_details(inputs)
});