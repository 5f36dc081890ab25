/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ columns: NonNullable<unknown> }} Pricing_Customers_Csv_HintInputs */

const en_pricing_customers_csv_hint = /** @type {(inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A CSV file's first line names its columns: ${i?.columns} (only name is required). A known name updates that customer.`)
};

const es_pricing_customers_csv_hint = /** @type {(inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La primera línea de un archivo CSV nombra sus columnas: ${i?.columns} (solo name es obligatoria). Un nombre ya conocido actualiza ese cliente.`)
};

const en_xa2_pricing_customers_csv_hint = /** @type {(inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ÇŠṼ ƒíļé'š ƒíŕšţ ļíñé ñáɱéš íţš çóļúɱñš: ${i?.columns} (óñļý ñáɱé íš ŕéǫúíŕéð). Á ķñóŵñ ñáɱé úþðáţéš ţĥáţ çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A CSV file's first line names its columns: {columns} (only name is required). A known name updates that customer." |
*
* @param {Pricing_Customers_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_csv_hint = /** @type {((inputs: Pricing_Customers_Csv_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Csv_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_csv_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_csv_hint(inputs)
	return en_pricing_customers_csv_hint(inputs)
});