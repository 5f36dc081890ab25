/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_BodyInputs */

const en_quotes_delete_body = /** @type {(inputs: Quotes_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This quote (${i?.quote}) is deleted from the freight service. It cannot be booked afterwards, and this cannot be undone.`)
};

const es_quotes_delete_body = /** @type {(inputs: Quotes_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta cotización (${i?.quote}) se borra del servicio de transporte. Después no se puede reservar, y no se puede deshacer.`)
};

const en_xa2_quotes_delete_body = /** @type {(inputs: Quotes_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé (${i?.quote}) íš ðéļéţéð ƒŕóɱ ţĥé ƒŕéíĝĥţ šéŕṽíçé. Íţ çáññóţ ƀé ƀóóķéð áƒţéŕŵáŕðš, áñð ţĥíš çáññóţ ƀé úñðóñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "This quote ({quote}) is deleted from the freight service. It cannot be booked afterwards, and this cannot be undone." |
*
* @param {Quotes_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_body = /** @type {((inputs: Quotes_Delete_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_delete_body(inputs)
	if (locale === "en-XA") return en_xa2_quotes_delete_body(inputs)
	return en_quotes_delete_body(inputs)
});