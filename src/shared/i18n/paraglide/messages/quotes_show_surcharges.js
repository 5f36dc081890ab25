/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Show_SurchargesInputs */

const en_quotes_show_surcharges = /** @type {(inputs: Quotes_Show_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Show ${i?.shown} surcharge`);
	return /** @type {LocalizedString} */ (`Show ${i?.shown} surcharges`)
	
};

const es_quotes_show_surcharges = /** @type {(inputs: Quotes_Show_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrar ${i?.shown} recargo`);
	return /** @type {LocalizedString} */ (`Mostrar ${i?.shown} recargos`)
	
};

const en_xa2_quotes_show_surcharges = /** @type {(inputs: Quotes_Show_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šĥóŵ ${i?.shown} šúŕçĥáŕĝé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Šĥóŵ ${i?.shown} šúŕçĥáŕĝéš ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show {shown} surcharge" |
* | * | "Show {shown} surcharges" |
*
* @param {Quotes_Show_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_show_surcharges = /** @type {((inputs: Quotes_Show_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Show_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_show_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_quotes_show_surcharges(inputs)
	return en_quotes_show_surcharges(inputs)
});