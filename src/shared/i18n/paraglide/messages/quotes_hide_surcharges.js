/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Hide_SurchargesInputs */

const en_quotes_hide_surcharges = /** @type {(inputs: Quotes_Hide_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hide ${i?.shown} surcharge`);
	return /** @type {LocalizedString} */ (`Hide ${i?.shown} surcharges`)
	
};

const es_quotes_hide_surcharges = /** @type {(inputs: Quotes_Hide_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ocultar ${i?.shown} recargo`);
	return /** @type {LocalizedString} */ (`Ocultar ${i?.shown} recargos`)
	
};

const en_xa2_quotes_hide_surcharges = /** @type {(inputs: Quotes_Hide_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ĥíðé ${i?.shown} šúŕçĥáŕĝé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ĥíðé ${i?.shown} šúŕçĥáŕĝéš ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Hide {shown} surcharge" |
* | * | "Hide {shown} surcharges" |
*
* @param {Quotes_Hide_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_hide_surcharges = /** @type {((inputs: Quotes_Hide_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Hide_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_hide_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_quotes_hide_surcharges(inputs)
	return en_quotes_hide_surcharges(inputs)
});