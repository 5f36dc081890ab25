/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown> }} Rating_Save_Unknown_BodyInputs */

const en_rating_save_unknown_body = /** @type {(inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Quotes: if a quote from ${i?.carrier} is listed, it was saved. If it is not, get rates again and save the new rate.`)
};

const es_rating_save_unknown_body = /** @type {(inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mire Cotizaciones: si aparece una cotización de ${i?.carrier}, se guardó. Si no, vuelva a obtener tarifas y guarde la tarifa nueva.`)
};

const en_xa2_rating_save_unknown_body = /** @type {(inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ǫúóţéš: íƒ á ǫúóţé ƒŕóɱ ${i?.carrier} íš ļíšţéð, íţ ŵáš šáṽéð. Íƒ íţ íš ñóţ, ĝéţ ŕáţéš áĝáíñ áñð šáṽé ţĥé ñéŵ ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body = /** @type {((inputs: Rating_Save_Unknown_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_unknown_body(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_unknown_body(inputs)
	return en_rating_save_unknown_body(inputs)
});