/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_None_BodyInputs */

const en_quotes_none_body = /** @type {(inputs: Quotes_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment and choose Save quote on the offer you want to keep.`)
};

const es_quotes_none_body = /** @type {(inputs: Quotes_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifique un envío y elija Guardar cotización en la oferta que quiera conservar.`)
};

const en_xa2_quotes_none_body = /** @type {(inputs: Quotes_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ áñð çĥóóšé Šáṽé ǫúóţé óñ ţĥé óƒƒéŕ ýóú ŵáñţ ţó ķééþ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Rate a shipment and choose Save quote on the offer you want to keep." |
*
* @param {Quotes_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_body = /** @type {((inputs?: Quotes_None_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_None_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_none_body(inputs)
	if (locale === "en-XA") return en_xa2_quotes_none_body(inputs)
	return en_quotes_none_body(inputs)
});