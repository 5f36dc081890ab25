/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Not_PricedInputs */

const en_quotes_not_priced = /** @type {(inputs: Quotes_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved without a sell price on this desk: rate the shipment again and save it for your customer to send a PDF.`)
};

const es_quotes_not_priced = /** @type {(inputs: Quotes_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada sin precio de venta en este escritorio: vuelva a tarificar el envío y guárdela para su cliente para enviar un PDF.`)
};

const en_xa2_quotes_not_priced = /** @type {(inputs: Quotes_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ŵíţĥóúţ á šéļļ þŕíçé óñ ţĥíš ðéšķ: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ áñð šáṽé íţ ƒóŕ ýóúŕ çúšţóɱéŕ ţó šéñð á ÞÐƑ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved without a sell price on this desk: rate the shipment again and save it for your customer to send a PDF." |
*
* @param {Quotes_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_priced = /** @type {((inputs?: Quotes_Not_PricedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_PricedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_not_priced(inputs)
	if (locale === "en-XA") return en_xa2_quotes_not_priced(inputs)
	return en_quotes_not_priced(inputs)
});