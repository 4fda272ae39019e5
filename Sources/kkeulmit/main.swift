print("kkeulmit")
