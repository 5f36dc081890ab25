/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Save_Unknown_Body_AmountInputs */

const en_rating_save_unknown_body_amount = /** @type {(inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Quotes: if a quote from ${i?.carrier} for ${i?.amount} is listed, it was saved. If it is not, get rates again and save the new rate.`)
};

const es_rating_save_unknown_body_amount = /** @type {(inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mire Cotizaciones: si aparece una cotización de ${i?.carrier} por ${i?.amount}, se guardó. Si no, vuelva a obtener tarifas y guarde la tarifa nueva.`)
};

const en_xa2_rating_save_unknown_body_amount = /** @type {(inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ǫúóţéš: íƒ á ǫúóţé ƒŕóɱ ${i?.carrier} ƒóŕ ${i?.amount} íš ļíšţéð, íţ ŵáš šáṽéð. Íƒ íţ íš ñóţ, ĝéţ ŕáţéš áĝáíñ áñð šáṽé ţĥé ñéŵ ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} for {amount} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_Body_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body_amount = /** @type {((inputs: Rating_Save_Unknown_Body_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_Body_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_unknown_body_amount(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_unknown_body_amount(inputs)
	return en_rating_save_unknown_body_amount(inputs)
});