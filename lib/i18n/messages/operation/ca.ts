// The operations of an advert: sale, rent, seasonal rent. Catalan is the source of the keys.
export const operation = { sale: "Venda", rent: "Lloguer", seasonal_rent: "Lloguer de temporada" };
