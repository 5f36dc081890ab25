/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Drafts_DescriptionInputs */

const en_booking_drafts_description = /** @type {(inputs: Booking_Drafts_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} form filled in on this desk and not booked yet, the latest first`);
	return /** @type {LocalizedString} */ (`${i?.shown} forms filled in on this desk and not booked yet, the latest first`)
	
};

const es_booking_drafts_description = /** @type {(inputs: Booking_Drafts_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} formulario rellenado en este escritorio y aún sin reservar, el más reciente primero`);
	return /** @type {LocalizedString} */ (`${i?.shown} formularios rellenados en este escritorio y aún sin reservar, el más reciente primero`)
	
};

const en_xa2_booking_drafts_description = /** @type {(inputs: Booking_Drafts_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒóŕɱ ƒíļļéð íñ óñ ţĥíš ðéšķ áñð ñóţ ƀóóķéð ýéţ, ţĥé ļáţéšţ ƒíŕšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒóŕɱš ƒíļļéð íñ óñ ţĥíš ðéšķ áñð ñóţ ƀóóķéð ýéţ, ţĥé ļáţéšţ ƒíŕšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} form filled in on this desk and not booked yet, the latest first" |
* | * | "{shown} forms filled in on this desk and not booked yet, the latest first" |
*
* @param {Booking_Drafts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_description = /** @type {((inputs: Booking_Drafts_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_description(inputs)
	return en_booking_drafts_description(inputs)
});