/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Not_Bookable_No_TypeInputs */

const en_quotes_not_bookable_no_type = /** @type {(inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not bookable: the service did not say the shipment type.`)
};

const es_quotes_not_bookable_no_type = /** @type {(inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede reservar: el servicio no indicó el tipo de envío.`)
};

const en_xa2_quotes_not_bookable_no_type = /** @type {(inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀóóķáƀļé: ţĥé šéŕṽíçé ðíð ñóţ šáý ţĥé šĥíþɱéñţ ţýþé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not bookable: the service did not say the shipment type." |
*
* @param {Quotes_Not_Bookable_No_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_no_type = /** @type {((inputs?: Quotes_Not_Bookable_No_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Bookable_No_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_not_bookable_no_type(inputs)
	if (locale === "en-XA") return en_xa2_quotes_not_bookable_no_type(inputs)
	return en_quotes_not_bookable_no_type(inputs)
});